import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// A sweep decodes its base once and, per cell, only the sections of the scenario the cell's values
/// reach (`SweepDecoding`). Every cell of these grids, valid or not, must decode to exactly what
/// decoding the cell's whole document gives: the same scenario, or the same issues with the same
/// field paths, messages and positions.
struct SweepDecodingTests {
    static func base(_ json: String) -> JSONNode {
        (try? JSONParser.parse(Array(json.utf8))) ?? JSONNode(.null, at: SourcePosition(line: 1, column: 1))
    }

    /// Both routes agree on every cell; returns how many cells were invalid, so a grid is seen to
    /// cover both outcomes.
    @discardableResult
    static func expectSameCells(_ base: JSONNode, _ vary: [String], name: String = "base.json") throws -> (valid: Int, invalid: Int) {
        let sweep = try Sweep(
            base: base, fileName: name, axes: vary.map { try SweepAxis(parsing: $0) })
        var counts = (valid: 0, invalid: 0)
        for cell in 0..<sweep.cellCount {
            let fast = sweep.scenario(forCell: cell)
            let whole = sweep.scenarioDecodingDocument(forCell: cell)
            #expect(fast == whole, "\(name) cell \(cell) \(sweep.values(ofCell: cell))")
            if case .success = whole { counts.valid += 1 } else { counts.invalid += 1 }
        }
        return counts
    }

    @Test func theLoaderAndTheGestureOfTheSweepBenchmark() throws {
        // Two axes, each reaching its own sections: every section decoded once per value.
        let counts = try Self.expectSameCells(
            SweepTests.bundled("wkwebview-bad"),
            ["loader.commitAfter=-1,0,0.01,0.6,1.5,1.6,100,1e9", "gestures[0].distance=-1e9,-400,0,4,340,1e6"])
        #expect(counts.valid > 0 && counts.invalid > 0)
    }

    @Test func theSweepBenchmarkDecodesEachSectionOncePerValueAtMost() throws {
        // The point of SweepDecoding: with one axis on the loader and one on a gesture, no section
        // is decoded per cell, and a section neither reaches is decoded once.
        let sweep = try Sweep(
            base: SweepTests.bundled("wkwebview-bad"), fileName: "wkwebview-bad.json",
            axes: [try SweepAxis(parsing: "loader.commitAfter=0.1,0.6"), try SweepAxis(parsing: "gestures[0].distance=4,340")])
        #expect(sweep.decoding.perCell == [])
        #expect(sweep.decoding.perValue == [[.loader, .webView, .listContent], [.gestures, .expect]])
    }

    @Test func twoAxesOnOneObject() throws {
        // finishAfter must be ≥ commitAfter: a rule across the two axes, decoded per cell.
        let counts = try Self.expectSameCells(
            SweepTests.bundled("wkwebview-bad"), ["loader.commitAfter=0.1,0.6,2", "loader.finishAfter=0.05,0.6,1.5,3"])
        #expect(counts.valid > 0 && counts.invalid > 0)
    }

    @Test func theDurationReachesGesturesActionsAndExpectations() throws {
        let counts = try Self.expectSameCells(
            SweepTests.bundled("header-resets-no-more-data"),
            ["duration=0.5,4,10.7,14,20", "gestures[2].at=0,7.5,9,13.9", "actions[0].at=-1,5,15"])
        #expect(counts.valid > 0 && counts.invalid > 0)
    }

    @Test func theDeviceReachesTheFrameRateAndTheInset() throws {
        // A preset's refresh rate is frameRate's default; its safe area bounds the app's inset.
        let presets = try Self.expectSameCells(
            SweepTests.bundled("es-navigation-bar"),
            ["device=iPhone 15,iPhone SE,nope", "contentInset.top=0,50,800", "frameRate=0,60,120"])
        #expect(presets.valid > 0 && presets.invalid > 0)
        let base = Self.base(
            #"{"name": "device", "duration": 2, "device": {"model": "iPhone 15", "topInset": 10}, "content": {"height": 2000}, "contentInset": {"top": 20}, "gestures": [{"at": 0.2, "distance": 300, "duration": 0.3}], "strategy": {"kind": "uirefreshcontrol"}}"#
        )
        let numbers = try Self.expectSameCells(
            base, ["device.topInset=0,100,900", "device.viewportHeight=10,800", "contentInset.top=0,50,800"])
        #expect(numbers.valid > 0 && numbers.invalid > 0)
    }

    @Test func theDeviceBoundsWhereAGestureTouchesDown() throws {
        // startX, startY must be on the device's screen: the gestures section needs the device.
        let base = Self.base(
            #"{"name": "touch", "duration": 2, "device": "iPhone SE", "content": {"height": 2000}, "gestures": [{"at": 0.2, "distance": 300, "duration": 0.3, "startY": 500}, {"at": 1, "touches": [[0, 300], [0.1, 200]], "startX": 30}], "strategy": {"kind": "uirefreshcontrol"}}"#
        )
        let counts = try Self.expectSameCells(
            base, ["device=iPhone SE,iPhone 15,nope", "gestures[0].startY=100,560,600,900", "gestures[1].startX=10,380"])
        #expect(counts.valid > 0 && counts.invalid > 0)
        let numbers = Self.base(
            #"{"name": "touch", "duration": 2, "device": {"model": "iPhone SE"}, "content": {"height": 2000}, "gestures": [{"at": 0.2, "distance": 300, "duration": 0.3, "startY": 500}], "strategy": {"kind": "uirefreshcontrol"}}"#
        )
        let byHeight = try Self.expectSameCells(numbers, ["device.viewportHeight=400,900"])
        #expect(byHeight.valid == 1 && byHeight.invalid == 1)
    }

    @Test func kindsStrategiesAndLoadersNamedAndMisnamed() throws {
        let counts = try Self.expectSameCells(
            SweepTests.bundled("wkwebview-bad"),
            ["strategy.kind=wkwebview-bad,wkwebview-good,uirefreshcontrol,mj-auto-footer,nope", "loader.kind=webview,delay,append,nope"])
        #expect(counts.valid > 0 && counts.invalid > 0)
        try Self.expectSameCells(
            SweepTests.bundled("mj-app-calls"),
            [
                "strategy[1].loader.seconds=-1,0.5,2", "strategy[0].kind=mj-header,es-header,mj-auto-footer,none",
                "actions[0].call=beginRefreshing,nope",
            ])
    }

    @Test func keysThePathsCreateAndKeysNoSectionReads() throws {
        // cj-footer-delay has no loader: the path creates one (and the decoder says what it lacks).
        try Self.expectSameCells(SweepTests.bundled("cj-footer-delay"), ["loader.seconds=0.5,2", "loader.kind=delay,webview"])
        // An unknown top-level key: reported by the top object, the same in every cell.
        let counts = try Self.expectSameCells(SweepTests.bundled("wkwebview-bad"), ["bogus=1,2", "expect.verdict=smooth,janky,nope"])
        #expect(counts.valid == 0)
        try Self.expectSameCells(SweepTests.bundled("wkwebview-bad"), ["name=ok,bad name,CON,-x", "title=A,B", "$schema=x,1"])
    }

    @Test func mainThreadAnalysisAndPhysics() throws {
        let counts = try Self.expectSameCells(
            SweepTests.bundled("hitch-cells-60hz"),
            ["mainThread.cellMs=-1,0,4,40", "analysis.releaseLagSeconds=-1,0.1", "physics.decelerationRate=normal,fast,0.5,2"])
        #expect(counts.valid > 0 && counts.invalid > 0)
    }

    @Test func rowsAndTheStrategiesThatNeedOrRefuseThem() throws {
        let base = Self.base(
            #"{"name": "rows", "duration": 2, "content": {"rows": {"count": 20, "estimate": 40}}, "gestures": [{"at": 0.2, "distance": 300, "duration": 0.3}], "strategy": {"kind": "uirefreshcontrol"}, "loader": {"kind": "delay", "seconds": 1}}"#
        )
        let counts = try Self.expectSameCells(
            base,
            ["content.rows.count=0,5,20", "strategy.kind=uirefreshcontrol,wkwebview-bad,mj-auto-footer", "loader.kind=delay,append"])
        #expect(counts.valid > 0 && counts.invalid > 0)
    }

    @Test func aBaseThatDoesNotDecodeFailsTheSameWayInEveryCell() throws {
        let base = Self.base(
            #"{"name": "broken", "duration": -1, "content": {"height": 0}, "gestures": [{"at": 9}], "loader": {"kind": "delay"}}"#)
        let counts = try Self.expectSameCells(base, ["loader.seconds=1,2", "duration=-1,3"])
        #expect(counts.valid == 0)
    }
}
