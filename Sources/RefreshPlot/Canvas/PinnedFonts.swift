import CDrawingLibraries
import CPango
import Foundation

/// A fontconfig configuration that holds the files of the given families and nothing else.
///
/// The families are found by name in the machine's own configuration; the new one starts empty,
/// with none of the machine's rules (hinting, subpixel order, aliases, a user's fonts.conf) and
/// none of its other fonts, so neither can reach a chart. A glyph none of the families has draws
/// as Pango's box and is counted (`CairoCanvas.unknownGlyphs`).
struct PinnedFonts: @unchecked Sendable {
    /// Lives as long as the process: every font map of a `FontSet` reads it.
    let config: OpaquePointer
    /// The families that had files, in the order asked.
    let found: [String]

    init(families: [String]) throws(ChartError) {
        guard let config = FcConfigCreate() else {
            throw .pango(status: "out of memory", while: "creating a fontconfig configuration")
        }
        let machine = Self.machine.configuration
        var found: [String] = []
        var folders: Set<String> = []
        for family in families {
            let files = Self.files(of: family, in: machine)
            if !files.isEmpty { found.append(family) }
            folders.formUnion(files.map { ($0 as NSString).deletingLastPathComponent })
        }
        // The families' folders, read through the machine's caches of them (a CJK face takes
        // ten times longer to scan than to read from its cache), and of their fonts only the
        // families': every other font is refused. Sorted, so the same fonts give the same text.
        let configuration =
            "<fontconfig>"
            + folders.sorted().map { "<dir>\(Self.escaped($0))</dir>" }.joined()
            + Self.cacheFolders(of: machine).map { "<cachedir>\(Self.escaped($0))</cachedir>" }.joined()
            + "<selectfont><acceptfont>"
            + found.map { "<pattern><patelt name=\"family\"><string>\(Self.escaped($0))</string></patelt></pattern>" }.joined()
            + "</acceptfont><rejectfont><pattern/></rejectfont></selectfont>"
            + Self.rules + "</fontconfig>"
        let loaded = configuration.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: configuration.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, 1)
            }
        }
        guard loaded != 0, FcConfigBuildFonts(config) != 0 else {
            throw .pango(status: "fontconfig refused the configuration", while: "pinning fonts")
        }
        self.config = config
        self.found = found
    }

    /// The machine's fontconfig configuration, loaded once a process as `FcInit` loads it less
    /// one step: after the configuration, `FcInit` (fontconfig 2.13.9x on) also parses every
    /// template in fontconfig's conf.avail folder, enabled or not, only so that `fc-conflist`
    /// can print their descriptions — 10 M of its 25 M instructions on Debian 12 (callgrind),
    /// all on the way to a chart's first text. It becomes the process's current configuration,
    /// so that Pango's font maps, which run `FcInit` on a thread of their own and wait for it,
    /// find one loaded. When the machine's configuration does not load, nil: fontconfig's own
    /// default (`FcInit`, with its fallback configuration).
    static var machineConfiguration: OpaquePointer? { machine.configuration }
    private static let machine = MachineConfiguration()

    private struct MachineConfiguration: @unchecked Sendable {
        let configuration: OpaquePointer?

        init() {
            // Where the libraries are loaded on demand, read in C, once: by the thread that
            // loads them before `main` (`refreshsim_drawing_loading_early`), or here.
            if refreshsim_drawing_fontconfig_load() != 0 {
                configuration = refreshsim_drawing_machine_fontconfig().map(OpaquePointer.init)
                return
            }
            guard let config = FcConfigCreate() else {
                configuration = nil
                return
            }
            // nil: the file fontconfig reads by default (FONTCONFIG_FILE, else its fonts.conf).
            // One that names no cache folder is left to FcInit, which then adds its own.
            guard FcConfigParseAndLoad(config, nil, 1) != 0, !PinnedFonts.cacheFolders(of: config).isEmpty,
                FcConfigBuildFonts(config) != 0, FcConfigSetCurrent(config) != 0
            else {
                FcConfigDestroy(config)
                configuration = nil
                return
            }
            configuration = config
        }
    }

    /// Where `config` (nil: the default configuration) keeps its caches.
    static func cacheFolders(of config: OpaquePointer?) -> [String] {
        guard let list = FcConfigGetCacheDirs(config) else { return [] }
        defer { FcStrListDone(list) }
        var folders: [String] = []
        while let folder = FcStrListNext(list) { folders.append(String(cString: folder)) }
        return folders
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The two rules of the machine's configuration (left out here, with all its others) that
    /// chart text needs. Noto Color Emoji's glyphs are bitmaps 109 px tall: the first pair scales
    /// such a face to the size asked, so an emoji is as tall as the text around it. WenQuanYi
    /// Micro Hei has no bold face: the last rule emboldens it where bold is asked for, so a CJK
    /// heading is as heavy as a Latin one.
    private static let rules = """
          <match target="font">
            <test name="outline"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline"><bool>false</bool></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
          <match target="font">
            <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
            <test name="weight" compare="less_eq"><const>medium</const></test>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
            <edit name="weight" mode="assign"><const>bold</const></edit>
          </match>
        """

    /// The font files of `family` in `config` (nil: the default configuration).
    static func files(of family: String, in config: OpaquePointer?) -> [String] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        family.withCString { name in
            name.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) {
                _ = FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        _ = FcObjectSetAdd(objects, FC_FILE)
        guard let list = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var files: [String] = []
        for index in 0..<Int(list.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            guard let font = list.pointee.fonts[index], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch,
                let file
            else { continue }
            files.append(String(cString: file))
        }
        return files
    }
}
