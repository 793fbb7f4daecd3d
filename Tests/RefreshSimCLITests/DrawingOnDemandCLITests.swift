import Foundation
import Testing

/// The drawing libraries are loaded by the first call into them (Sources/CDrawingLibraries): the
/// executable reaches every Cairo, Pango, fontconfig and giflib function through a trampoline, so
/// scripts/drawing-on-demand (run by scripts/release-build) can drop those libraries from its
/// needed list. Here on a copy of the built binary: the script accepts it (it refuses a binary
/// that calls one of their functions directly), the copy draws the same bytes as the binary as
/// linked, and a command that does not draw never loads them.
struct DrawingOnDemandCLITests {
    static let tools = ["patchelf", "readelf", "nm", "ldd"]
    static let missingTools = tools.filter { tool in
        (try? CLIProcess.launch(URL(fileURLWithPath: "/bin/sh"), ["-c", "command -v \(tool)"]))?.status != 0
    }
    static let onLinuxX86: Bool = {
        #if os(Linux) && arch(x86_64)
            return true
        #else
            return false
        #endif
    }()

    /// A copy of the built binary in `folder`, put through scripts/drawing-on-demand.
    static func onDemandCopy(in folder: URL) throws -> URL {
        let executable = try #require(CLIProcess.executable)
        let copy = folder.appendingPathComponent("refreshsim")
        try FileManager.default.copyItem(at: executable, to: copy)
        let dropped = try CLIProcess.launch(CLIProcess.packageRoot.appendingPathComponent("scripts/drawing-on-demand"), [copy.path])
        try #require(dropped.status == 0, "\(dropped.stderr)")
        return copy
    }

    @Test(
        .enabled(if: onLinuxX86, "the trampolines are Linux on x86-64 only; elsewhere the libraries are linked"),
        .enabled(if: missingTools.isEmpty, "drawing on demand not checked: \(missingTools.joined(separator: ", ")) not installed"))
    func aBinaryWithoutTheDrawingLibrariesDrawsTheSameAndLoadsThemOnlyToDraw() throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = try #require(CLIProcess.executable)
        let copy = try Self.onDemandCopy(in: folder)
        let needed = try CLIProcess.launch(URL(fileURLWithPath: "/usr/bin/env"), ["readelf", "-d", copy.path]).stdout
        for library in ["libcairo.so.2", "libpango-1.0.so.0", "libfontconfig.so.1", "libgif.so.7"] {
            #expect(!needed.contains("[\(library)]"), "\(library) is still needed at start")
        }

        let root = CLIProcess.packageRoot
        for (name, arguments) in [
            ("chart.png", ["plot", "Scenarios/cj-header.json", "-o"]), ("film.gif", ["animate", "Benchmarks/run-1s.json", "-o"]),
        ] {
            let linked = try CLIProcess.launch(executable, arguments + [folder.appendingPathComponent("linked-" + name).path], in: root)
            let onDemand = try CLIProcess.launch(copy, arguments + [folder.appendingPathComponent("on-demand-" + name).path], in: root)
            #expect(linked.status == 0 && onDemand.status == 0, "\(linked.stderr)\(onDemand.stderr)")
            let same =
                try Data(contentsOf: folder.appendingPathComponent("linked-" + name))
                == Data(contentsOf: folder.appendingPathComponent("on-demand-" + name))
            #expect(same, "\(name) differs when the drawing libraries are loaded on demand")
        }

        // The dynamic loader names every file it loads (LD_DEBUG=files).
        let run = try CLIProcess.launch(copy, ["run", "Benchmarks/run-1s.json"], in: root, environment: ["LD_DEBUG": "files"])
        #expect(run.status == 0 && run.stderr.contains("file=libc.so.6"), "\(run.stderr.suffix(2000))")
        #expect(!run.stderr.contains("libcairo"), "run loaded the drawing libraries")
        let plot = try CLIProcess.launch(
            copy, ["plot", "Benchmarks/run-1s.json", "-o", folder.appendingPathComponent("run.png").path], in: root,
            environment: ["LD_DEBUG": "files"])
        #expect(plot.status == 0 && plot.stderr.contains("file=libcairo.so.2"), "\(plot.stderr.suffix(2000))")
        // Each library on its own: fontconfig first, alone, so the machine's configuration is read
        // while Cairo and Pango load; giflib only for a GIF.
        let fontconfig = plot.stderr.range(of: "file=libfontconfig.so.1")
        let cairo = plot.stderr.range(of: "file=libcairo.so.2")
        #expect(fontconfig != nil && cairo != nil && fontconfig!.lowerBound < cairo!.lowerBound, "\(plot.stderr.suffix(2000))")
        #expect(!plot.stderr.contains("file=libgif.so.7"), "plot loaded giflib")
    }
}
