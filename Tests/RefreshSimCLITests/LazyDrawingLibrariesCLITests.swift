import Foundation
import Testing

/// The drawing libraries a binary loads on demand (Sources/CDrawingLibraries) are opened with
/// lazy binding: a call one of them makes is bound when it is first made. The X11 libraries
/// Cairo needs are built without DF_BIND_NOW, and a chart opens no display, so none of libX11's
/// calls into libxcb is ever bound; bound at load, 16 of them were (LD_DEBUG=bindings). On a copy
/// of the built binary put through scripts/drawing-on-demand, as DrawingOnDemandCLITests does: the
/// binary as linked has the dynamic loader load them at start.
struct LazyDrawingLibrariesCLITests {
    @Test(
        .enabled(if: DrawingOnDemandCLITests.onLinuxX86, "the libraries are loaded on demand on Linux on x86-64 only"),
        .enabled(
            if: DrawingOnDemandCLITests.missingTools.isEmpty,
            "lazy binding not checked: \(DrawingOnDemandCLITests.missingTools.joined(separator: ", ")) not installed"))
    func aChartBindsNoneOfTheCallsX11WouldMakeToADisplay() throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = try DrawingOnDemandCLITests.onDemandCopy(in: folder)
        let (plot, lines) = try Self.bindings(
            of: copy, ["plot", "Benchmarks/run-1s.json", "-o", folder.appendingPathComponent("run.png").path], in: folder)
        #expect(plot.status == 0, "\(plot.stderr)")
        // Cairo was loaded, and bound its own calls into X11 at load (it is built DF_BIND_NOW).
        let cairoToX11 = lines.filter { $0.contains("libcairo.so.2 [0] to ") && $0.contains("libX11.so.6 [0]: ") }
        #expect(!cairoToX11.isEmpty, "Cairo's bindings are not in the log: \(lines.count) lines")
        let x11ToXCB = lines.filter { $0.contains("libX11.so.6 [0] to ") && $0.contains("libxcb.so.1 [0]: ") }
        #expect(x11ToXCB.isEmpty, "libX11's calls into libxcb were bound: \(x11ToXCB.prefix(3))")
    }

    /// `executable` run with `arguments` under LD_DEBUG=bindings, and the lines the dynamic loader
    /// wrote: to a file in `folder` (the loader adds the process id), as megabytes of it would
    /// fill a pipe.
    static func bindings(of executable: URL, _ arguments: [String], in folder: URL) throws -> (CLIResult, [Substring]) {
        let log = folder.appendingPathComponent("bindings")
        let run = try CLIProcess.launch(
            executable, arguments, in: CLIProcess.packageRoot, environment: ["LD_DEBUG": "bindings", "LD_DEBUG_OUTPUT": log.path])
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("bindings.") }
        let text = try logs.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
        return (run, text.split(separator: "\n"))
    }
}
