import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

struct AnalysisAnalyzerTests {
    @Test func findingsAreSortedByTimeThenClass() {
        var b = TimelineBuilder(insetTop: 64)
        b.next.insetTop = 94
        b.next.offset = -94
        b.frames(10)
        b.frames(10) {
            $0.insetTop = 64; $0.offset = -64
        }  // offsetJump at frame 10
        let analysis = analyze(b.timeline)
        // insetDrift from frame 0 (inset kept at rest, idle), offsetJump at frame 10.
        #expect(analysis.findings.map(\.glitch) == [.insetDrift, .offsetJump])
        #expect(analysis.glitchClasses == [.insetDrift, .offsetJump])
        #expect(analysis.verdict == .janky)

        let reversed = Analyzer(detectors: Analyzer.standardDetectors.reversed()).analyze(b.timeline)
        #expect(reversed == analysis)
    }

    @Test func warningsAloneLeaveTheVerdictSmooth() {
        var b = TimelineBuilder()
        b.frames(10)
        b.state("refreshing")
        b.event("refreshStart", .strategy)
        b.next.indicatorVisibleHeight = 60
        b.frames(10)
        b.event("refreshStart", .strategy)
        b.frames(10)
        b.state("idle")
        b.next.indicatorVisibleHeight = 0
        b.frames(5)
        let analysis = analyze(b.timeline)
        #expect(analysis.glitchClasses == [.doubleTrigger])
        #expect(analysis.verdict == .smooth)
    }

    @Test func aQuietTimelineIsSmooth() {
        var b = TimelineBuilder(insetTop: 64, trigger: 65)
        b.frames(120)
        #expect(analyze(b.timeline).findings.isEmpty)
        #expect(analyze(TimelineBuilder().timeline).verdict == .smooth)
    }

    @Test func thereIsOneStandardDetectorPerClass() {
        let classes = Analyzer.standardDetectors.map(\.glitch)
        #expect(classes == GlitchClass.allCases)
    }

    @Test func numbersAreFormattedTheSameEverywhere() {
        #expect(Format.distance(30) == "30.0 pt")
        #expect(Format.distance(-0.04) == "0.0 pt")
        #expect(Format.duration(4.283333) == "4.28 s")
        #expect(Format.fixed(-94, 1) == "-94.0")
        #expect(Format.fixed(.nan, 1) == "nan")
        #expect(Format.speed(-.infinity) == "-inf pt/s")
        #expect(Format.label(-94.04) == "−94")
        #expect(Format.label(12.46) == "12.5")
        #expect(Format.shortest(60) == "60")
        #expect(Format.shortest(0.6) == "0.6")
    }

    @Test func nonsenseTimelinesDoNotTrap() {
        var b = TimelineBuilder(viewport: 0, trigger: .nan, indicator: .footer, frameRate: 0)
        b.next.offset = .nan
        b.next.velocity = .infinity
        b.touchDown()
        b.frames(3) { $0.fingerY = .nan }
        b.touchUp()
        b.event("refreshStart", .strategy)
        b.event("endRefreshing", .refreshControl)
        b.frames(3)
        b.set { $0.events.append(TimelineEvent(time: -1, frame: -5, kind: .refreshEnd(.header))) }
        _ = analyze(b.timeline)
    }
}
