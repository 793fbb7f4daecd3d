import Foundation
import Testing

/// `refreshsim sweep` as a user runs it.
struct SweepCLITests {
    private func rows(_ url: URL) throws -> [[String: String]] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return lines.dropFirst().map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return Dictionary(uniqueKeysWithValues: zip(header, fields))
        }
    }

    /// Writes the scenario with `values` put at their paths (a JSON edit independent of the
    /// sweep's own), for `refreshsim run`.
    private func variant(of name: String, _ values: [(path: [Any], value: Double)], to url: URL) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: scenario(name)))
        var object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        func set(_ node: Any, _ path: ArraySlice<Any>, _ value: Double) -> Any {
            guard let key = path.first else { return value }
            if let index = key as? Int, var array = node as? [Any] {
                array[index] = set(array[index], path.dropFirst(), value)
                return array
            }
            var dictionary = node as? [String: Any] ?? [:]
            let name = key as? String ?? ""
            dictionary[name] = set(dictionary[name] ?? [String: Any](), path.dropFirst(), value)
            return dictionary
        }
        for (path, value) in values { object = set(object, path[...], value) as? [String: Any] ?? object }
        try JSONSerialization.data(withJSONObject: object).write(to: url)
    }

    /// Done-when: a sample of a sweep's cells agree exactly with `refreshsim run` of the same variant.
    @Test func sampledCellsAgreeWithRunOfTheVariantFile() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("cells.csv")
        let cases: [(String, [String], [[Any]], Int)] = [
            (
                "wkwebview-bad", ["loader.commitAfter=0.2...1.4:0.4", "gestures[0].distance=60...400:85"],
                [["loader", "commitAfter"], ["gestures", 0, "distance"]], 4 * 5
            ),
            (
                "cj-footer-delay", ["gestures[0].duration=0.1...0.9:0.4", "content.height=300,1500"],
                [["gestures", 0, "duration"], ["content", "height"]], 3 * 2
            ),
        ]
        for (name, vary, paths, count) in cases {
            let result = try CLIProcess.run(["sweep", scenario(name)] + vary.flatMap { ["--vary", $0] } + ["--csv", csv.path])
            #expect(result.status == 0, "\(result.stderr)")
            let table = try rows(csv)
            #expect(table.count == count)
            // Every other cell: a sample across the grid.
            for row in table.enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
                let names = vary.map { String($0.prefix { $0 != "=" }) }
                let values = try names.map { try #require(Double(row[$0] ?? "")) }
                let file = directory.appendingPathComponent("variant.json")
                try variant(of: name, zip(paths, values).map { ($0, $1) }, to: file)
                let report = directory.appendingPathComponent("report.json")
                let run = try CLIProcess.run(["run", file.path, "--report", report.path])
                #expect(run.status == 0, "\(run.stderr)")
                let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
                let glitches = (json["glitches"] as? [[String: Any]] ?? [])
                let events = (json["events"] as? [[String: Any]] ?? [])
                let classes = Set(glitches.compactMap { $0["glitch"] as? String })
                #expect(row["verdict"] == json["verdict"] as? String, "\(name) \(values)")
                #expect(Set((row["glitches"] ?? "").split(separator: " ").map(String.init)) == classes, "\(name) \(values)")
                #expect(row["findings"] == String(glitches.count))
                let refreshes = json["refreshes"] as? [String: Any]
                let loadMores = json["loadMores"] as? [String: Any]
                #expect(row["refreshes"] == String(refreshes?["started"] as? Int ?? -1))
                #expect(row["loadMores"] == String(loadMores?["started"] as? Int ?? -1))
                let maxPull = try #require(json["maxPull"] as? Double)
                // The CSV rounds to 0.01 pt and 0.1 ms; the report is at full precision.
                #expect(abs((row["maxPull"].flatMap(Double.init) ?? -1) - maxPull) <= 0.005 + 1e-9)
                let first = events.first { $0["name"] as? String == "refreshStart" }?["time"] as? Double
                if let first {
                    #expect(abs((row["firstRefreshTime"].flatMap(Double.init) ?? -1) - first) <= 0.00005 + 1e-12, "\(name) \(values)")
                } else {
                    #expect(row["firstRefreshTime"] == "", "\(name) \(values)")
                }
            }
        }
    }

    @Test func outputIsTheSameForAnyNumberOfWorkers() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var outputs: [[Data]] = []
        for jobs in ["1", "2", "3"] {
            let files = ["map.png", "cells.csv", "sweep.json"].map { directory.appendingPathComponent("\(jobs)-\($0)") }
            let result = try CLIProcess.run([
                "sweep", scenario("wkwebview-bad"), scenario("wkwebview-good"),
                "--vary", "loader.commitAfter=0.2...1.2:0.5", "--vary", "gestures[0].distance=100...400:100",
                "--jobs", jobs, "-o", files[0].path, "--csv", files[1].path, "--report", files[2].path,
            ])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try files.map { try Data(contentsOf: $0) })
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
    }

    @Test func invalidCombinationsAreReportedNotFatal() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let csv = directory.appendingPathComponent("cells.csv")
        let result = try CLIProcess.run([
            "sweep", scenario("wkwebview-bad"), "--vary", "loader.commitAfter=0.5,1,2",
            "--csv", csv.path, "-o", directory.appendingPathComponent("m.png").path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wkwebview-bad: 3 cells (3): 0 smooth, 2 janky, 1 invalid"))
        let table = try String(contentsOf: csv, encoding: .utf8)
        #expect(table.contains("wkwebview-bad,2,invalid,,,,,,,,loader.finishAfter: finishAfter (1.5) must be >= commitAfter (2)\n"))
    }

    @Test func badSweepsExitTwoAndWriteNothing() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let map = directory.appendingPathComponent("map.png")
        let cases: [([String], String)] = [
            (["--vary", "gestures[4].distance=1,2"], "gestures[4].distance: gestures has 1 element, so there is no [4]"),
            (["--vary", "frameRate=1...2:0"], "frameRate: the step must be > 0, got 0"),
            (["--vary", "frameRate"], "--vary frameRate: write PATH=VALUES"),
            // A misspelt field fails in every cell: the decoder's own message says which.
            (["--vary", "loader.comitAfter=1,2"], "every cell is invalid; the first: loader.comitAfter: unknown key"),
            (["--vary", "a=1", "--vary", "b=1", "--vary", "c=1", "--vary", "d=1"], "a map shows at most 3 fields"),
            (
                ["--vary", "a=1", "--vary", "b=1", "--vary", "frameRate=1...30:1"],
                "frameRate: a third field draws one small map per value, at most 24, got 30"
            ),
        ]
        for (arguments, message) in cases {
            let result = try CLIProcess.run(["sweep", scenario("wkwebview-bad")] + arguments + ["-o", map.path])
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: map.path))
        }
    }

    @Test func aSweepFileIsCheckedLikeAScenario() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("s.json")
        try Data(#"{"scenarios": ["nope.json"], "vary": ["frameRate=30,60"], "ouput": "m.png"}"#.utf8).write(to: spec)
        let bad = try CLIProcess.run(["sweep", "--spec", spec.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("s.json: ouput: unknown key"))
        // Paths are relative to the sweep file, wherever it is run from.
        try FileManager.default.copyItem(atPath: scenario("ego"), toPath: directory.appendingPathComponent("ego.json").path)
        try Data(#"{"scenarios": ["ego.json"], "vary": ["frameRate=30,60"], "csv": "out/cells.csv"}"#.utf8).write(to: spec)
        // Run in the folder: without an output of its own the map goes to ./Output/.
        let good = try CLIProcess.run(["sweep", "--spec", spec.path], in: directory)
        #expect(good.status == 0, "\(good.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/cells.csv").path))
    }

    @Test func ctrlCStopsTheSweepAndWritesNothing() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let map = directory.appendingPathComponent("map.png")
        let csv = directory.appendingPathComponent("cells.csv")
        guard let executable = CLIProcess.executable else { throw CLIProcessError.executableNotFound }
        let process = Process()
        process.executableURL = executable
        // Far more cells than run in the half second before the interrupt.
        process.arguments = [
            "sweep", scenario("wkwebview-bad"), "--vary", "loader.commitAfter=0.1...1.5:0.01",
            "--vary", "gestures[0].distance=10...400:1", "-o", map.path, "--csv", csv.path,
        ]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = Pipe()
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        process.interrupt()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(stderr.contains("interrupted; no partial output was left"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func theBundledSweepsRun() throws {
        let directory = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sweeps = CLIProcess.packageRoot.appendingPathComponent("Sweeps")
        let files = try FileManager.default.contentsOfDirectory(atPath: sweeps.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 2)
        for file in files {
            let map = directory.appendingPathComponent("\(file).png")
            let result = try CLIProcess.run([
                "sweep", "--spec", sweeps.appendingPathComponent(file).path, "-o", map.path,
                "--csv", directory.appendingPathComponent("\(file).csv").path,
            ])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: map.path))
        }
    }
}
