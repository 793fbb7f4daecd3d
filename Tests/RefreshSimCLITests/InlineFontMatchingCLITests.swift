import Foundation
import Testing

/// Pango 1.50 starts two threads for every new font pattern and waits for them (56 for a chart
/// of cj-header); the executable defines `g_thread_new` and runs those two on the caller
/// (Sources/CDrawingLibraries/include/InlineFontMatching.h). That works only if the dynamic loader
/// binds Pango's calls to the executable's definition, ahead of GLib's: it says so under
/// LD_DEBUG=bindings. The chart drawn is the one every other chart test compares.
struct InlineFontMatchingCLITests {
    @Test(.enabled(if: CLIProcess.onLinux, "a Mac binds each symbol to the library it was linked against (two-level namespace)"))
    func pangoStartsItsThreadsThroughTheExecutable() throws {
        let executable = try #require(CLIProcess.executable)
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (plot, lines) = try LazyDrawingLibrariesCLITests.bindings(
            of: executable, ["plot", "Benchmarks/run-1s.json", "-o", folder.appendingPathComponent("run.png").path], in: folder)
        #expect(plot.status == 0, "\(plot.stderr)")
        let bindings = lines.filter { $0.hasSuffix("normal symbol `g_thread_new'") }
        let pango = bindings.filter { $0.contains("binding file ") && $0.contains("libpangoft2-1.0.so") }
        #expect(!pango.isEmpty, "Pango's fontconfig font map never bound g_thread_new: \(bindings)")
        for line in pango {
            #expect(
                line.contains(" to \(executable.path) ") || line.contains(" to \(executable.resolvingSymlinksInPath().path) "), "\(line)")
        }
    }
}
