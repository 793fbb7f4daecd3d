@testable import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import Testing

struct SweepMapTests {
    /// A 3 × 2 sweep with made-up cells: no simulation, so the drawing is what is under test.
    static func results(_ outcomes: [SweepCell.Outcome], name: String = "base") throws -> SweepResults {
        let base = try JSONParser.parse(
            Array(
                """
                {"name": "\(name)", "duration": 1, "content": {"height": 1000},
                 "gestures": [{"at": 0, "distance": 200, "duration": 0.5}], "loader": {"kind": "delay", "seconds": 2}}
                """.utf8))
        let sweep = try Sweep(
            base: base, fileName: "\(name).json",
            axes: [
                SweepAxis(parsing: "loader.seconds=1,2,3"), SweepAxis(parsing: "gestures[0].distance=100,200"),
            ])
        var results = SweepResults(sweep: sweep)
        results.append(outcomes.enumerated().map { SweepCell(index: $0, outcome: $1) })
        return results
    }

    static func ran(_ verdict: Verdict, _ glitches: [GlitchClass]) -> SweepCell.Outcome {
        .ran(
            SweepRunSummary(
                verdict: verdict, glitches: GlitchSet(glitches), errorCount: 0, findingCount: 0,
                measures: RunMeasures(refreshes: 1, loadMores: 0, maxPull: 10, firstRefreshTime: 1)))
    }

    static let smooth = ran(.smooth, [])
    static let jump = ran(.janky, [.jumpUnderFinger])
    static let drift = ran(.janky, [.insetDrift])

    @Test func legendPutsSmoothFirstJankyByCountAndInvalidLast() throws {
        let first = try Self.results([Self.smooth, Self.jump, Self.drift, Self.jump, .invalid(["x"]), Self.smooth])
        let second = try Self.results([Self.drift, Self.drift, Self.drift, Self.smooth, Self.smooth, Self.smooth], name: "fix")
        let coloring = SweepColoring([first, second])
        #expect(coloring.entries.map(\.category.label) == ["smooth", "insetDrift", "jumpUnderFinger", "invalid scenario"])
        #expect(coloring.entries.map(\.count) == [5, 4, 2, 1])
        // One colour per category across both sweeps.
        #expect(coloring.color(of: first.cells[2]) == coloring.color(of: second.cells[0]))
        #expect(coloring.color(of: first.cells[1]) != coloring.color(of: first.cells[2]))
    }

    @Test func cellsSitAtTheirValuesAndTheBaseCellIsOutlined() throws {
        // Cell order: loader.seconds slowest (x), distance fastest (y, upwards).
        let results = try Self.results([Self.smooth, Self.jump, Self.drift, Self.smooth, Self.smooth, .invalid(["x"])])
        let map = SweepMap(sweeps: [results], size: ChartSize(width: 600))
        let image = try map.rasterImage()
        let layout = SweepMapLayout(map: map, width: 600)
        let plot = layout.plotArea(layout.facets[0])
        let coloring = SweepColoring([results])
        func centre(_ column: Int, _ row: Int) -> UInt32? {
            let x = plot.x + (Double(column) + 0.5) * plot.width / 3
            let y = plot.maxY - (Double(row) + 0.3) * plot.height / 2
            return image.pixel(x: Int(x), y: Int(y))
        }
        func argb(_ color: Color) -> UInt32 {
            0xFF00_0000 | UInt32((color.red * 255).rounded()) << 16 | UInt32((color.green * 255).rounded()) << 8
                | UInt32((color.blue * 255).rounded())
        }
        #expect(centre(0, 1) == argb(coloring.color(of: results.cells[1])))  // 1 s, 200 pt: jump
        #expect(centre(1, 0) == argb(coloring.color(of: results.cells[2])))  // 2 s, 100 pt: drift
        #expect(centre(0, 0) == argb(SweepColoring.smoothColors[0]))
        // The base scenario (2 s, 200 pt) is outlined in ink.
        let base = results.sweep.baseCoordinates
        #expect(base == [1, 1])
        // The outline lies just outside the cell, centred 1.5 pt out.
        let edge = image.pixel(x: Int(plot.x + plot.width / 3 + plot.width / 6), y: Int(plot.minY - 1.5))
        #expect(edge == argb(.ink))
    }

    @Test func oneFieldIsAStripAndAThirdMakesSmallMultiples() throws {
        let base = try JSONParser.parse(Array(#"{"name": "s", "duration": 1, "content": {"height": 1000}}"#.utf8))
        let strip = try Sweep(base: base, fileName: "s.json", axes: [SweepAxis(parsing: "frameRate=30,60")])
        let stripLayout = SweepMapLayout(map: SweepMap(sweeps: [SweepResults(sweep: strip)]), width: 1200)
        #expect(stripLayout.facets.count == 1)
        #expect(stripLayout.plotHeight < 60)
        let cube = try Sweep(
            base: base, fileName: "s.json",
            axes: [
                SweepAxis(parsing: "frameRate=30,60"), SweepAxis(parsing: "duration=1,2"), SweepAxis(parsing: "content.height=1,2,3,4"),
            ])
        let layout = SweepMapLayout(map: SweepMap(sweeps: [SweepResults(sweep: cube)]), width: 1200)
        #expect(layout.facets.map(\.slice) == [0, 1, 2, 3])
        // Three a row, then the rest below.
        #expect(layout.facets[3].frame.y > layout.facets[0].frame.y)
        let pair = SweepMapLayout(map: SweepMap(sweeps: [SweepResults(sweep: cube), SweepResults(sweep: cube)]), width: 1200)
        #expect(pair.facets.count == 8)
        #expect(pair.facets[0].sweep == 0 && pair.facets[1].sweep == 1)
    }

    @Test func tickLabelsThinOutSoTheyNeverOverlap() {
        #expect(SweepMapDrawing.labelStride(cell: 40, needed: 30) == 1)
        #expect(SweepMapDrawing.labelStride(cell: 10, needed: 30) == 5)
        #expect(SweepMapDrawing.labelStride(cell: 1, needed: 30) == 50)
    }
}

extension SweepMapTests {
    @Test func theBaseEntryIsInTheLegendOnlyWhenTheBaseIsOnTheGrid() throws {
        let onGrid = SweepMapLayout(map: SweepMap(sweeps: [try Self.results(Array(repeating: Self.smooth, count: 6))]), width: 1200)
        #expect(onGrid.showsBase)
        let base = try JSONParser.parse(Array(#"{"name": "s", "duration": 1, "content": {"height": 1000}}"#.utf8))
        let sweep = try Sweep(base: base, fileName: "s.json", axes: [SweepAxis(parsing: "frameRate=30,60")])
        #expect(!SweepMapLayout(map: SweepMap(sweeps: [SweepResults(sweep: sweep)]), width: 1200).showsBase)
    }
}
