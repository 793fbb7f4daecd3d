@testable import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import Testing

struct ChartPartsTests {
    @Test func ticksAreRoundNumbers() {
        let seconds = NiceTicks(covering: 0...6.0167, target: 12)
        #expect(seconds.step == 0.5)
        #expect(seconds.values.first == 0 && seconds.values.last == 6)
        #expect(seconds.label(1.5) == "1.5" && seconds.label(2) == "2.0")
        let offsets = NiceTicks(covering: -140...20, target: 6)
        #expect(offsets.step == 20)
        #expect(offsets.label(-140) == "−140")
        #expect(NiceTicks.expanded(-147...23, target: 6) == -160...40)
    }

    @Test func degenerateTickRangesDoNotLoop() {
        #expect(NiceTicks(covering: 5...5, target: 10).values == [5])
        #expect(NiceTicks(covering: 0...Double.infinity, target: 10).values.count <= 2)
    }

    @Test func laneRunsMergeEqualNeighbours() {
        let samples = Fixtures.smooth.timeline.samples
        let runs = LaneRun.runs(samples, frameDuration: 1.0 / 60) { $0.fingerDown ? "down" : "up" }
        #expect(runs.map(\.label) == ["up", "down", "up", "down", "up"])
        #expect(abs(runs[1].start - 0.3) < 1e-9 && abs(runs[1].end - 1.0) < 1e-9)
        #expect(abs((runs.last?.end ?? 0) - 6.0) < 1e-9)
    }

    @Test func eventBurstsBecomeOneCluster() {
        let burst = (0..<20).map {
            TimelineEvent(time: 2 + Double($0) / 60, frame: 120 + $0, kind: .contentOffsetSet(from: 0, to: 1, animated: false))
        }
        let lone = TimelineEvent(time: 4, frame: 240, kind: .navigation(.didFinish, id: 1))
        let clusters = EventCluster.clusters(burst + [lone], x: { $0 * 176 }, distance: 10)
        #expect(clusters.count == 2)
        #expect(clusters[0].fullLabel == "contentOffsetSet ×20")
        #expect(clusters[0].shortLabel == "contentOffsetSet +19")
        #expect(clusters[1].fullLabel == "didFinish")
    }

    @Test func longClustersNameThreeEventsAndCountTheRest() {
        let kinds: [EventKind] = [
            .touchUp(fingerY: 100, offset: -80), .willEndDragging(velocity: 0, target: 0),
            .didEndDragging(willDecelerate: false), .valueChanged(visibleHeight: 80), .refreshStart(.header),
        ]
        let events = kinds.map { TimelineEvent(time: 1, frame: 60, kind: $0) }
        let cluster = EventCluster.clusters(events, x: { $0 }, distance: 1)[0]
        #expect(cluster.fullLabel == "touchUp · willEndDragging · didEndDragging +2")
    }

    @Test func eventLabelsNeverOverlapInARow() {
        // Twelve clusters 20 pt apart with 90 pt labels: they must spread over rows or drop.
        let clusters = (0..<12).map {
            EventCluster(time: Double($0), x: 100 + Double($0) * 20, source: .scrollView, names: [("event\($0)", 1)])
        }
        let layout = EventLabelLayout(rows: 4, gap: 8, bounds: 0...600)
        let result = layout.place(clusters) { _ in 90 }
        let (placed, unlabelled) = (result.placed, result.unlabelled)
        #expect(placed.count + unlabelled.count == 12)
        #expect(placed.count >= 8)
        for a in placed {
            #expect(a.minX >= 0 && a.maxX <= 600)
            #expect(a.minX == a.cluster.x + 3 || a.maxX == a.cluster.x - 3)
            for b in placed where a != b && a.row == b.row {
                #expect(a.maxX + 8 <= b.minX || b.maxX + 8 <= a.minX, "\(a.text) overlaps \(b.text) in row \(a.row)")
            }
        }
    }

    @Test func offsetRangeLeavesFarEdgesOffChart() {
        // The sample's content is 2400 pt tall: the bottom edge (≈1767 pt) is far from every offset.
        let block = TimelineBlock(subject: Fixtures.smooth, timeDomain: 0...6)
        let domain = block.offsetRange.domain
        #expect(domain.contains(-150) && domain.contains(250))
        #expect(!domain.contains(1767))
        let trigger: Double = -64 - 54
        #expect(block.offsetRange.triggerOffset == trigger)
    }

    @Test(arguments: [
        (LaneColoring.phase, ["rest", "drag", "decelerate", "bounce", "animation"]),
        (LaneColoring.strategy, ["idle", "pulling", "triggered", "refreshing", "ending"]),
        (LaneColoring.loader, ["idle", "request", "redirect", "response", "committed", "finished"]),
    ])
    func neighbouringLaneStatesDifferInLightness(colours: [String: Color], sequence: [String]) throws {
        // States that follow each other must stay apart in greyscale too.
        let luminance = try sequence.map { try #require(colours[$0]).luminance }
        for (a, b) in zip(luminance, luminance.dropFirst()) {
            #expect(abs(a - b) > 0.05)
        }
    }

    @Test func everyPairOfMovingPhasesDiffersInLightness() {
        // Any phase can follow any other.
        let phases = ["drag", "decelerate", "bounce", "animation"].compactMap { LaneColoring.phase[$0]?.luminance }
        #expect(phases.count == 4)
        for (i, a) in phases.enumerated() {
            for b in phases.dropFirst(i + 1) { #expect(abs(a - b) > 0.05) }
        }
    }

    @Test func unknownStatesGetDistinctFallbackColours() {
        let coloring = LaneColoring(known: LaneColoring.strategy, labelsInOrder: ["idle", "armed", "spinning", "armed"])
        #expect(coloring.color(for: "idle") == Palette.restBand)
        #expect(coloring.color(for: "armed") != coloring.color(for: "spinning"))
        #expect(!LaneColoring.strategy.values.contains(coloring.color(for: "armed")))
    }
}
