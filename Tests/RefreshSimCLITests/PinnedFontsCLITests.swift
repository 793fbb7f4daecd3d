import Foundation
import Testing

/// Chart text is set in pinned font families, read through fontconfig with none of the machine's
/// rules: a user's fonts.conf that turns antialiasing off, asks for full hinting and subpixel
/// colour, emboldens everything and makes "DejaVu Sans" mean WenQuanYi Micro Hei, and another
/// language, leave the chart's bytes as they were.
struct PinnedFontsCLITests {
    static let userRules = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
          </match>
          <alias binding="strong"><family>DejaVu Sans</family><prefer><family>WenQuanYi Micro Hei</family></prefer></alias>
        </fontconfig>
        """

    @Test func aUsersFontConfigurationAndLanguageDoNotChangeAChart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".config/fontconfig"), withIntermediateDirectories: true)
        try Data(Self.userRules.utf8).write(to: home.appendingPathComponent(".config/fontconfig/fonts.conf"))
        // wkwebview-bad's description quotes Japanese; the title adds Chinese, emoji and Arabic.
        var scenario = try String(
            contentsOf: CLIProcess.packageRoot.appendingPathComponent("Scenarios/wkwebview-bad.json"), encoding: .utf8)
        scenario = scenario.replacingOccurrences(
            of: #""name": "wkwebview-bad","#, with: #""name": "wkwebview-bad", "title": "下拉刷新 🔄 اسحب","#)
        try Data(scenario.utf8).write(to: folder.appendingPathComponent("s.json"))

        let plain = try CLIProcess.run(["plot", "s.json", "-o", "plain.png"], in: folder)
        #expect(plain.status == 0, "\(plain.stderr)")
        let hostile = try CLIProcess.run(
            ["plot", "s.json", "-o", "hostile.png"], in: folder,
            environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                "LANG": "ja_JP.UTF-8", "LANGUAGE": "zh_CN:ja", "PANGO_LANGUAGE": "zh-cn",
            ])
        #expect(hostile.status == 0, "\(hostile.stderr)")
        let expected = try Data(contentsOf: folder.appendingPathComponent("plain.png"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("hostile.png")) == expected)
        #expect(expected.count > 100_000)
    }
}
