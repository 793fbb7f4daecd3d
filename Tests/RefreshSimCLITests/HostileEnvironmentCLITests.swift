import Foundation
import Testing

/// The built binary in a hostile environment: closed and full standard streams, pipes and process
/// substitution as input, links and pipes as output, name clashes, a baseline that claims 20000²
/// pixels, a scenario at the limits. Every case runs through bash in a fresh temporary folder and
/// touches no device but /dev/null and /dev/full.
struct HostileEnvironmentCLITests {
    static let scenarios = CLIProcess.packageRoot.appendingPathComponent("Scenarios")

    /// Runs `script` with bash in a new temporary folder holding `s.json` (cj-header), with `$R`
    /// naming the binary. The folder is passed to `check` and removed after.
    private func shell(_ script: String, check: (CLIResult, URL) throws -> Void = { _, _ in }) throws -> CLIResult {
        try CLIProcess.shell(script, check: check)
    }

    private func entries(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test(.devFull) func closedOrFullStandardErrorKeepsTheExitStatus() throws {
        // Before: SIGILL (132) from a trap while reporting the error.
        #expect(try shell(#""$R" validate nope.json 2>&-; echo "status $?""#).stdout == "status 2\n")
        #expect(try shell(#""$R" validate nope.json 2>/dev/full; echo "status $?""#).stdout == "status 2\n")
        #expect(try shell(#""$R" validate s.json 2>&- >/dev/null; echo "status $?""#).stdout == "status 0\n")
    }

    @Test(.devFull) func fullOrClosedStandardOutputIsExitThreeWithOneLine() throws {
        for command in ["schema", "list", "validate s.json", "run s.json", "check s.json", "plot s.json -o -"] {
            let full = try shell(#""$R" \#(command) > /dev/full"#)
            #expect(full.status == 3, "\(command): \(full.stderr)")
            #expect(full.stderr == "standard output: cannot write: No space left on device\n", "\(command)")
        }
        // A closed stdout is not reused by the CSV file: the summary lines fail, the file is pure CSV.
        _ = try shell(#""$R" run s.json --csv out.csv >&-"#) { result, directory in
            #expect(result.status == 3)
            #expect(result.stderr.contains("standard output: cannot write"))
            let csv = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
            #expect(csv.hasPrefix("time,frame,offset"))
            #expect(!csv.contains("cj-header:"))
        }
    }

    @Test func aReaderThatGoesAwayIsAQuietEnd() throws {
        let result = try shell(#""$R" schema | head -c 1 >/dev/null; echo "status ${PIPESTATUS[0]}""#)
        #expect(result.stdout == "status 0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func namedPipesAndProcessSubstitutionAreReadLikeFiles() throws {
        let fifo = try shell(#"mkfifo in.fifo; cat s.json > in.fifo & "$R" validate in.fifo; echo "status $?""#)
        #expect(fifo.stdout == "in.fifo: ok: cj-header, 6 s, 1 gesture\nstatus 0\n", "\(fifo.stderr)")
        let substituted = try shell(#""$R" run <(cat s.json); echo "status $?""#)
        #expect(substituted.stdout.hasPrefix("cj-header: 361 frames"), "\(substituted.stderr)")
        #expect(substituted.stdout.hasSuffix("status 0\n"))
        // Devices are refused before they are opened.
        let device = try shell(#""$R" validate /dev/null"#)
        #expect(device.status == 2)
        #expect(device.stderr == "/dev/null: is a device, not a scenario file; give a file, a named pipe or <(command)\n")
    }

    @Test func aLinkIsWrittenThroughAndAPipeStreamedTo() throws {
        _ = try shell(#"ln -s target.csv link.csv && "$R" run s.json --csv link.csv >/dev/null"#) { result, directory in
            #expect(result.status == 0, "\(result.stderr)")
            let link = directory.appendingPathComponent("link.csv").path
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
            #expect(destination == "target.csv")
            let target = try String(contentsOfFile: directory.appendingPathComponent("target.csv").path, encoding: .utf8)
            #expect(target.hasPrefix("time,frame"))
            #expect(entries(directory) == ["link.csv", "s.json", "target.csv"])
        }
        _ = try shell(#"mkfifo out.fifo; cat out.fifo > got.csv & "$R" run s.json --csv out.fifo >/dev/null; s=$?; wait; exit $s"#) {
            result, directory in
            #expect(result.status == 0, "\(result.stderr)")
            var status = stat()
            #expect(lstat(directory.appendingPathComponent("out.fifo").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            let got = try String(contentsOfFile: directory.appendingPathComponent("got.csv").path, encoding: .utf8)
            #expect(got.hasPrefix("time,frame"))
        }
    }

    @Test(.devFull) func aFullDeviceIsExitThree() throws {
        let devFull = try shell(#""$R" run s.json --csv /dev/full >/dev/null"#)
        #expect(devFull.status == 3)
        #expect(devFull.stderr == "/dev/full: cannot write: No space left on device\n")
    }

    @Test func dashIsStandardOutput() throws {
        let csv = try shell(#""$R" run s.json --csv -"#)
        #expect(csv.status == 0)
        #expect(csv.stdout.hasPrefix("time,frame,offset"))
        #expect(!csv.stdout.contains("cj-header:"))
        let png = try shell(#""$R" plot s.json -o - | head -c 8 | od -An -tx1"#)
        #expect(png.stdout.split(separator: " ").joined(separator: " ").hasPrefix("89 50 4e 47 0d 0a 1a 0a"))
        let schema = try shell(#""$R" schema -o - | cmp - <("$R" schema) && echo same"#)
        #expect(schema.stdout == "same\n")
    }

    @Test func nameClashesAreRefusedBeforeAnythingIsWritten() throws {
        _ = try shell(#"mkdir d && cp s.json d/a.json && cp s.json d/b.json && "$R" plot d/a.json d/b.json -o out/"#) { result, directory in
            #expect(result.status == 2)
            #expect(result.stderr.contains("d/a.json") && result.stderr.contains("d/b.json") && result.stderr.contains("cj-header.png"))
            #expect(entries(directory.appendingPathComponent("out")).isEmpty)
        }
        _ = try shell(#""$R" run s.json --csv x --report x"#) { result, directory in
            #expect(result.status == 2)
            #expect(
                result.stderr.contains(
                    "the CSV of \"cj-header\" (s.json) and the report of \"cj-header\" (s.json) would both be written to x"))
            #expect(entries(directory) == ["s.json"])
        }
        let record = try shell(#"cp s.json t.json && "$R" check s.json t.json --baseline b --record"#)
        #expect(record.status == 2)
        #expect(record.stderr.contains("s.json") && record.stderr.contains("t.json"))
    }

    @Test func aBaselineDeclaring20000SquaredPixelsIsRefusedFromItsHeader() throws {
        // A real IHDR for 20000×20000 RGB and a little deflated data: decoding it would take GBs.
        let script = #"""
            "$R" check s.json --baseline b --record >/dev/null &&
            printf '\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x4e\x20\x00\x00\x4e\x20\x08\x02\x00\x00\x00\x00\x00\x00\x00' > b/cj-header.chart.png &&
            printf '%4096s' '' >> b/cj-header.chart.png &&
            "$R" check s.json --baseline b
            """#
        let result = try shell(script)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "declares 20000×20000 px, over the limit of 64 million pixels for a chart; record it again with --record"))
        let directory = try shell(
            #""$R" check s.json --baseline b --record >/dev/null && rm b/cj-header.chart.png && mkdir b/cj-header.chart.png && "$R" check s.json --baseline b"#
        )
        #expect(
            directory.stdout.contains(
                "cj-header.chart.png is a directory, not a baseline file; remove it and record it again with --record"))
        #expect(!directory.stdout.contains("Error Domain"))
    }

    @Test func longOutputNamesAndInterruptions() throws {
        // 250 bytes is legal on every common file system; the temporary name must not add to it.
        let name = String(repeating: "n", count: 246) + ".csv"
        _ = try shell(#""$R" run s.json --csv \#(name) >/dev/null"#) { result, directory in
            #expect(result.status == 0, "\(result.stderr)")
            #expect(entries(directory) == [name, "s.json"])
        }
        // Ctrl-C while waiting for a pipe's writer: exit 130, one line.
        let interrupted = try shell(#"mkfifo in.fifo; "$R" validate in.fifo & p=$!; sleep 0.5; kill -INT $p; wait $p"#)
        #expect(interrupted.status == 130)
        #expect(interrupted.stderr == "refreshsim: interrupted; no partial output was left\n")
        // SIGTERM while charts are being written: whatever was finished stays, no temporary file.
        let scenarios = Self.scenarios.path
        _ = try shell(#""$R" plot '\#(scenarios)' -o o/ >/dev/null & p=$!; sleep 1; kill -TERM $p; wait $p"#) { result, directory in
            #expect(result.status == 130 || result.status == 0, "\(result.stderr)")
            let left = entries(directory.appendingPathComponent("o")).filter { $0.hasPrefix(".") }
            #expect(left.isEmpty, "\(left)")
        }
    }

    @Test func usageAndBaselineFolderProblemsKeepTheirStatus() throws {
        let bogus = try shell(#""$R" compare --bogus a b"#)
        #expect(bogus.status == 2)
        #expect(bogus.stderr.contains("Unknown option '--bogus'"), "\(bogus.stderr)")
        // A baseline folder that cannot be made is an output not written, before anything runs.
        let notAFolder = try shell(#""$R" check s.json --baseline s.json --record"#)
        #expect(notAFolder.status == 3)
        #expect(notAFolder.stderr == "s.json: exists and is not a directory\n")
        #expect(notAFolder.stdout.isEmpty)
    }

    @Test func chartsOverThePixelCapAreRefusedNamingIt() throws {
        // 32000×32000 px: 4 GB of pixels before the cap.
        let given = try shell(#""$R" plot s.json -o big.png --width 8000 --height 8000 --scale 4"#)
        #expect(given.status == 2)
        #expect(given.stderr.contains("over the limit of 64 million pixels"), "\(given.stderr)")
        // The automatic height is only known once laid out: refused then, and nothing written.
        _ = try shell(#""$R" plot s.json -o big.png --width 8000 --scale 4"#) { result, directory in
            #expect(result.status == 2)
            #expect(result.stderr.contains("over the limit of 64 million pixels"), "\(result.stderr)")
            #expect(entries(directory) == ["s.json"])
        }
    }

    /// 600 s at 240 Hz with 990 pulls on the delay-based footer: over 3,000 findings. It validates,
    /// so it plots: the legend collapses and the chart stays within its size limits.
    @Test func aScenarioAtTheLimitsPlots() throws {
        let gestures = (0..<990).map { #"{"at": \#(Double($0) * 0.6 + 0.1), "distance": -300, "duration": 0.3, "holdAfter": 0.05}"# }
        let scenario =
            #"{"name": "limits", "duration": 600, "frameRate": 240, "content": {"height": 3000, "initialOffset": "bottom"}, "strategy": {"kind": "cj-footer-delay"}, "gestures": [\#(gestures.joined(separator: ","))]}"#
        let script =
            "cat > limits.json <<'EOF'\n\(scenario)\nEOF\n" + #""$R" validate limits.json && "$R" plot limits.json -o limits.png --scale 2"#
        _ = try shell(script) { result, directory in
            #expect(result.status == 0, "\(result.stderr)")
            let data = try Data(contentsOf: directory.appendingPathComponent("limits.png"))
            func word(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            #expect(word(16) == 2400)
            #expect(word(20) > 2000 && word(16) * word(20) <= 64_000_000)
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// A full disk is `/dev/full`, which Linux has and macOS does not: skipped there, saying so.
    static var devFull: Self {
        .enabled(
            if: FileManager.default.fileExists(atPath: "/dev/full"),
            "no /dev/full on this system (Linux has it): the full-device cases run on Linux")
    }
}
