import Foundation
import Testing

/// The Mac branch of scripts/ensure-system-packages, run here with a stand-in `brew` and `uname`:
/// it installs only the missing formulae, and writes the `libgif.pc` that SwiftPM needs to link
/// giflib from Homebrew's prefix (giflib ships none) once. The macOS CI job runs it for real.
struct EnsureSystemPackagesTests {
    @Test func onAMacItInstallsWhatIsMissingAndDescribesGiflibForPkgConfig() throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        let prefix = folder.appendingPathComponent("homebrew")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("brew.log").path
        try Self.script(bin, "uname", "echo Darwin")
        try Self.script(
            bin, "brew",
            """
            echo "$*" >> '\(log)'
            case "$1 $2" in
              "list --formula") [ "$3" != giflib ] ;;
              "list --versions") echo "$3 5.2.2" ;;
              "--prefix "*) echo '\(prefix.path)' ;;
              "install -q") exit 0 ;;
              *) exit 1 ;;
            esac
            """)
        let environment = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        let script = CLIProcess.packageRoot.appendingPathComponent("scripts/ensure-system-packages")
        let first = try CLIProcess.launch(URL(fileURLWithPath: "/bin/bash"), [script.path], in: folder, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let calls = try String(contentsOfFile: log, encoding: .utf8)
        #expect(calls.contains("install -q giflib\n") && !calls.contains("install -q cairo"), "\(calls)")
        // The fonts chart text is pinned to, as casks (Homebrew has no WenQuanYi: CJK falls back to the Mac's own).
        #expect(calls.contains("install -q --cask font-dejavu font-noto-color-emoji\n"), "\(calls)")
        let pc = prefix.appendingPathComponent("lib/pkgconfig/libgif.pc")
        let flags = try CLIProcess.launch(
            URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--cflags", "--libs", "libgif"],
            environment: ["PKG_CONFIG_PATH": pc.deletingLastPathComponent().path])
        #expect(
            flags.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
                == "-I\(prefix.path)/include -L\(prefix.path)/lib -lgif", "\(flags.stdout)\(flags.stderr)")
        // Written once: a file already there (Homebrew's own, one day) is left alone.
        try Data("kept\n".utf8).write(to: pc)
        let second = try CLIProcess.launch(URL(fileURLWithPath: "/bin/bash"), [script.path], in: folder, environment: environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try String(contentsOf: pc, encoding: .utf8) == "kept\n")
    }

    /// On Debian a package removed with its configuration files kept is still known to `dpkg -s`,
    /// but its files are gone: it is installed again (the CJK font was not, before).
    @Test func onDebianAPackageRemovedWithItsConfigurationIsInstalledAgain() throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("apt.log").path
        try Self.script(bin, "uname", "echo Linux")
        try Self.script(bin, "sudo", #"exec "$@""#)
        try Self.script(
            bin, "dpkg-query",
            """
            case "$3" in
              fonts-wqy-microhei) printf 'deinstall ok config-files' ;;
              *) printf 'install ok installed' ;;
            esac
            """)
        try Self.script(bin, "apt-get", "echo \"$*\" >> '\(log)'")
        let environment = ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        let script = CLIProcess.packageRoot.appendingPathComponent("scripts/ensure-system-packages")
        let result = try CLIProcess.launch(
            URL(fileURLWithPath: "/bin/bash"), [script.path, "--render"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let calls = try String(contentsOfFile: log, encoding: .utf8)
        #expect(calls.hasSuffix("install -y -qq --no-install-recommends fonts-wqy-microhei\n"), "\(calls)")
    }

    private static func script(_ folder: URL, _ name: String, _ body: String) throws {
        let url = folder.appendingPathComponent(name)
        try Data("#!/bin/bash\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
}
