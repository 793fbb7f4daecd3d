import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

struct SweepTests {
    static func bundled(_ name: String) -> JSONNode {
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("Scenarios/\(name).json")
        return (try? JSONParser.parse(ScenarioFixtures.bytes(url))) ?? JSONNode(.null, at: SourcePosition(line: 1, column: 1))
    }

    static func sweep(_ name: String, _ vary: [String]) throws -> Sweep {
        try Sweep(base: bundled(name), fileName: "\(name).json", axes: vary.map { try SweepAxis(parsing: $0) })
    }

    // MARK: Values

    @Test func rangesIncludeBothEndsAndKeepTheWrittenDecimals() throws {
        let axis = try SweepAxis(parsing: "loader.seconds=0.1...0.3:0.1")
        #expect(axis.values == [.number(0.1), .number(0.2), .number(0.3)])
        let wide = try SweepAxis(parsing: "gestures[0].distance=40...400:20")
        #expect(wide.values.count == 19)
        #expect(wide.values.last == .number(400))
        let fine = try SweepAxis(parsing: "loader.seconds=0.1...3.0:0.1")
        #expect(fine.values.count == 30)
        #expect(fine.values.map(\.description).contains("0.7"))
        #expect(!fine.values.map(\.description).contains { $0.count > 4 })
    }

    @Test func listsTakeNumbersFlagsAndNames() throws {
        let axis = try SweepAxis(parsing: "strategy.endOn=commit,finish")
        #expect(axis.values == [.string("commit"), .string("finish")])
        #expect(try SweepAxis(parsing: "physics.bounces=true,false").values == [.bool(true), .bool(false)])
        #expect(try SweepAxis(parsing: "frameRate=60,120").values == [.number(60), .number(120)])
        #expect(try SweepAxis(parsing: "frameRate=60,120").title == "frameRate (Hz)")
        #expect(try SweepAxis(parsing: "loader.commitAfter=1").title == "loader.commitAfter (s)")
    }

    @Test func malformedVaryArgumentsSayWhatIsWrong() {
        #expect(throws: SweepError.self) { try SweepAxis(parsing: "frameRate") }
        #expect(throws: SweepError("loader.seconds: the step must be > 0, got 0")) { try SweepAxis(parsing: "loader.seconds=1...2:0") }
        #expect(throws: SweepError("loader.seconds: the range must not run backwards, got 2...1")) {
            try SweepAxis(parsing: "loader.seconds=2...1:0.5")
        }
        #expect(throws: SweepError("frameRate: 60 is listed twice")) { try SweepAxis(parsing: "frameRate=60,60") }
        #expect(throws: SweepError.self) { try SweepAxis(parsing: "frameRate=1...100000:1") }
        #expect(throws: SweepError.self) { try SweepPath("gestures[x].at") }
        #expect(throws: SweepError.self) { try SweepPath("loader.") }
    }

    // MARK: Paths

    @Test func pathsReplaceCreateObjectsAndRefuseMissingElements() throws {
        let base = Self.bundled("cj-footer-delay")
        let path = try SweepPath("loader.seconds")
        #expect(path.value(in: base) == nil)
        let changed = try path.replacing(in: base, with: .number(2, literal: "2"))
        guard case let .number(value, _)? = path.value(in: changed)?.value else { Issue.record("no value"); return }
        #expect(value == 2)
        #expect(throws: SweepError("gestures[3].at: gestures has 1 element, so there is no [3]")) {
            try SweepPath("gestures[3].at").replacing(in: base, with: .number(1, literal: "1"))
        }
        #expect(throws: SweepError("name.first: name is a string, not an object")) {
            try SweepPath("name.first").replacing(in: base, with: .number(1, literal: "1"))
        }
        #expect(throws: SweepError("cj.json: gestures[2].at: gestures has 1 element, so there is no [2]")) {
            try Sweep(base: base, fileName: "cj.json", axes: [SweepAxis(parsing: "gestures[2].at=1,2")])
        }
    }

    // MARK: Cells

    @Test func cellsAreNumberedWithTheLastAxisFastest() throws {
        let sweep = try Self.sweep("wkwebview-bad", ["loader.commitAfter=0.2,0.4", "gestures[0].distance=100,200,300"])
        #expect(sweep.cellCount == 6)
        #expect(sweep.coordinates(ofCell: 0) == [0, 0])
        #expect(sweep.coordinates(ofCell: 1) == [0, 1])
        #expect(sweep.coordinates(ofCell: 3) == [1, 0])
        #expect(sweep.values(ofCell: 5) == [.number(0.4), .number(300)])
        let base = try Self.sweep("wkwebview-bad", ["loader.commitAfter=0.2...1:0.2", "gestures[0].distance=340,400"])
        #expect(base.baseCoordinates == [2, 0])
    }

    @Test func aCombinationTheDecoderRefusesIsAnInvalidCellWithItsMessage() throws {
        // wkwebview-bad finishes at 1.5 s: a commit after that is refused by the decoder.
        let sweep = try Self.sweep("wkwebview-bad", ["loader.commitAfter=1,2"])
        let cells = (0..<2).map { SweepRunner.run(sweep, cell: $0) }
        #expect(cells[0].summary != nil)
        guard case let .invalid(problems) = cells[1].outcome else { Issue.record("cell 1 ran"); return }
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("loader.finishAfter:"))
    }

    /// The sweep's cell is the very run `refreshsim run` makes of a file with that value written in.
    @Test func aCellAgreesWithARunOfTheSameVariantFile() throws {
        let sweep = try Self.sweep("wkwebview-bad", ["loader.commitAfter=0.3,1.2", "gestures[0].distance=120,340"])
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("Scenarios/wkwebview-bad.json")
        let text = String(decoding: ScenarioFixtures.bytes(url), as: UTF8.self)
        for cell in 0..<sweep.cellCount {
            let values = sweep.values(ofCell: cell).map(\.description)
            let variant = text.replacingOccurrences(of: "\"commitAfter\": 0.6", with: "\"commitAfter\": \(values[0])")
                .replacingOccurrences(of: "\"distance\": 340", with: "\"distance\": \(values[1])")
            let scenario = try ScenarioDecoder.decode(variant, fileName: "variant.json")
            let timeline = Simulator(scenario: scenario).run()
            let analysis = Analyzer(thresholds: scenario.analysis).analyze(timeline)
            #expect(SweepRunner.run(sweep, cell: cell).outcome == .ran(SweepRunSummary(timeline, analysis)))
        }
    }

    @Test func theOrderOfResultsDoesNotDependOnTheNumberOfWorkers() throws {
        let sweep = try Self.sweep("cj-footer-delay", ["gestures[0].duration=0.1...0.6:0.1", "content.height=400,1500"])
        func collect(workers: Int, batch: Int) -> [SweepCell] {
            var cells: [SweepCell] = []
            SweepRunner(sweep: sweep, workers: workers, batchSize: batch).run { cells += $0 }
            return cells
        }
        let serial = collect(workers: 1, batch: 100)
        #expect(serial.map(\.index) == Array(0..<12))
        #expect(collect(workers: 3, batch: 5) == serial)
        #expect(collect(workers: 2, batch: 1) == serial)
    }

    @Test func stoppingEndsTheRunEarly() throws {
        let sweep = try Self.sweep("cj-footer-delay", ["gestures[0].duration=0.1...0.6:0.1"])
        var delivered = 0
        let finished = SweepRunner(sweep: sweep, workers: 1, batchSize: 2).run(shouldStop: { true }) { delivered += $0.count }
        #expect(!finished)
        #expect(delivered == 0)
    }

    // MARK: Measures and tables

    @Test func measuresAreTheAnalysisCountsAndTheFirstStart() throws {
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("Scenarios/cj-footer-delay.json")
        let run = ScenarioRun(try ScenarioDecoder.decode(ScenarioFixtures.bytes(url), fileName: "cj-footer-delay.json"))
        let measures = RunMeasures(run.timeline, run.analysis)
        // The seed schedules its load on every bounce frame: several load-mores for one release.
        #expect(measures.loadMores == run.timeline.events(named: "refreshStart").count)
        #expect(measures.loadMores > 1)
        #expect(measures.refreshes == 0)
        #expect(measures.maxPull == run.analysis.activity.maxPull)
        #expect(measures.firstRefreshTime == run.timeline.events(named: "refreshStart").first?.time)
        let idle = ScenarioRun(try ScenarioDecoder.decode(scenarioJSON(), fileName: "idle.json"))
        #expect(RunMeasures(idle.timeline, idle.analysis).firstRefreshTime == nil)
    }

    @Test func theCSVHasOneRowPerCellWithTheInvalidOnesExplained() throws {
        let sweep = try Self.sweep("wkwebview-bad", ["loader.commitAfter=1,2"])
        var results = SweepResults(sweep: sweep)
        SweepRunner(sweep: sweep, workers: 1).run { results.append($0) }
        let lines = SweepTable.csv([results]).split(separator: "\n")
        #expect(lines.count == 3)
        #expect(
            lines[0] == "scenario,loader.commitAfter,verdict,glitches,errors,findings,refreshes,loadMores,maxPull,firstRefreshTime,problem")
        #expect(lines[1].hasPrefix("wkwebview-bad,1,janky,jumpUnderFinger reloadWhileDragging,"))
        #expect(lines[2] == "wkwebview-bad,2,invalid,,,,,,,,loader.finishAfter: finishAfter (1.5) must be >= commitAfter (2)")
        #expect(results.invalidCount == 1)
        let report = SweepTable.renderReport([results])
        #expect(report.contains("\"invalid\": 1"))
    }
}

extension SweepTests {
    @Test func hugeAndTinyRangesStayFiniteOrAreRefused() throws {
        let huge = try SweepAxis(parsing: "gestures[0].distance=1e300...1.5e300:1e299")
        #expect(huge.values.allSatisfy { $0.number?.isFinite == true })
        #expect(throws: SweepError.self) { try SweepAxis(parsing: "loader.seconds=0...1:1e-300") }
        #expect(throws: SweepError.self) { try SweepAxis(parsing: "loader.seconds=0...inf:1") }
        #expect(try SweepAxis(parsing: "loader.seconds=nan").values == [.string("nan")])
    }
}
