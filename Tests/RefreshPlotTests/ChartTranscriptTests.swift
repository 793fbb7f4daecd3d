import Foundation
@testable import RefreshPlot
import RefreshSim
import RefreshSimStrategies
import SnapshotTesting
import Testing

/// Charts as data → positions through the recording canvas: independent of fonts and of Cairo.
struct ChartTranscriptTests {
    static func lines(_ chart: Chart) -> [String] { chart.transcript().components(separatedBy: "\n") }

    @Test func thePullAxisCountsFromTheRestingOffsetAndTheTriggerIsLabelled() throws {
        let subject = try BundledSubjects.subject("uirefreshcontrol-navigation-bar")
        let text = Self.lines(Chart.timeline(subject))
        #expect(text.contains { $0.contains("text \"pull past the top (pt)\"") })
        #expect(text.contains { $0.contains("text \"contentOffset.y (pt)\"") })
        let trigger = try #require(subject.timeline.triggerDistance)
        #expect(text.contains { $0.contains("text \"trigger \(Format.label(trigger)) pt\"") })
        // Pull 0 sits where contentOffset.y is −(top inset): read both axes' tick labels.
        func ticks(_ style: String) -> [(value: Double, y: Double)] {
            text.compactMap { line in
                guard line.contains(style), let open = line.range(of: "text \""), let close = line[open.upperBound...].firstIndex(of: "\""),
                    let value = Double(line[open.upperBound..<close].replacingOccurrences(of: "−", with: "-")),
                    let y = line[close...].split(separator: ",").dropFirst().first?.split(separator: ")").first.flatMap({ Double($0) })
                else { return nil }
                return (value, y)
            }
        }
        let pull = ticks("12pt trailing/middle")
        let offsets = ticks("11pt leading/middle")
        let zero = try #require(pull.first { $0.value == 0 })
        let a = try #require(offsets.first)
        let b = try #require(offsets.last)
        let restY = a.y + (b.y - a.y) * (-subject.timeline.baseInsetTop - a.value) / (b.value - a.value)
        #expect(abs(zero.y - restY) < 0.2)
        #expect(!Self.lines(Chart.timeline(subject, offsetAxis: .offset)).contains { $0.contains("pull past") })
        #expect(!Self.lines(Chart.timeline(subject, offsetAxis: .pull)).contains { $0.contains("\"contentOffset.y (pt)\"") })
    }

    @Test func footerChartsSpeakOfTheBottomEdgeAndDrawTheirTrigger() throws {
        let text = Self.lines(Chart.timeline(try BundledSubjects.subject("cj-footer-delay")))
        #expect(text.contains { $0.contains("\"pull past the bottom (pt)\"") })
        #expect(text.contains { $0.contains("\"↑ pushed past the bottom\"") })
        #expect(!text.contains { $0.contains("pulled past the top") })
        #expect(text.contains { $0.contains("text \"trigger 20 pt\"") })
    }

    /// A footer's pull axis reads each frame against that frame's end of the content: after
    /// cj-footer-inset's 600 pt of rows arrive, the curve reads 570 pt back into the content (not
    /// "30 pt past the bottom" until the end), the step is marked, and no contentOffset.y axis is
    /// drawn, since no one scale of it fits every frame.
    @Test func aFootersPullIsReadFromTheEndOfTheContentAtEachFrame() throws {
        let subject = try BundledSubjects.subject("cj-footer-inset")
        let text = Self.lines(Chart.timeline(subject))
        #expect(text.contains { $0.contains("text \"content +600 pt\"") })
        #expect(text.contains { $0.contains("text \"contentSize changed\"") })
        #expect(!text.contains { $0.contains("\"contentOffset.y (pt)\"") })
        let ticks = text.compactMap { line -> (value: Double, y: Double)? in
            guard line.contains("12pt trailing/middle"), let open = line.range(of: "text \""),
                let close = line[open.upperBound...].firstIndex(of: "\""),
                let value = Double(line[open.upperBound..<close].replacingOccurrences(of: "−", with: "-")),
                let y = line[close...].split(separator: ",").dropFirst().first?.split(separator: ")").first.flatMap({ Double($0) })
            else { return nil }
            return (value, y)
        }
        // The offset panel's axis is drawn first: its first two ticks give its scale.
        try #require(ticks.count >= 2)
        let (a, b) = (ticks[0], ticks[1])
        let curve = try #require(text.first { $0.contains("#0072B2 w2.8") })
        let end = try #require(curve.components(separatedBy: ")…(").last?.split(separator: ",").last?.split(separator: ")").first)
        let endY = try #require(Double(end))
        let pull = a.value + (b.value - a.value) * (endY - a.y) / (b.y - a.y)
        let last = try #require(subject.timeline.samples.last)
        #expect(abs(pull - subject.timeline.pull(last)) < 0.5, "the curve ends at a pull of \(pull)")
        #expect(abs(pull - -570) < 0.5)
        var plainChart = Chart.timeline(subject)
        plainChart.words = .plain
        let plain = Self.lines(plainChart)
        #expect(plain.contains { $0.contains("text \"rows added +600 pt\"") })
        // With only the raw axis, raw offsets: no step, no mark.
        #expect(!Self.lines(Chart.timeline(subject, offsetAxis: .offset)).contains { $0.contains("content +600 pt") })
    }

    /// In a comparison, the run that ends first says so and is greyed after its end (stacked and
    /// overlaid); a burst of one event a frame is one band, not a hatch of dashed lines.
    @Test func aShortRunsEndIsMarkedAndBurstsAreBands() throws {
        let delay = try BundledSubjects.subject("cj-footer-delay")
        let inset = try BundledSubjects.subject("cj-footer-inset")
        let stacked = Self.lines(Chart.comparison(delay, inset))
        let ends = stacked.filter { $0.contains("text \"run ends at ") }
        #expect(ends.count == 1 && ends.first?.contains("run ends at 7.00 s") == true, "\(ends)")
        let overlay = Self.lines(Chart.overlay(delay, inset))
        #expect(overlay.contains { $0.contains("text \"cj-footer-inset ends at 7.00 s\"") })
        // cj-footer-delay's 31 refresh starts, one a bounce frame from 4.03 s: one burst of them.
        let block = TimelineBlock(subject: delay, timeDomain: Chart.timeline(delay).timeDomain)
        let time = LinearScale(domain: block.timeDomain, range: BlockLayout.leftMargin...(1200 - BlockLayout.rightMargin))
        let bursts = EventBurst.bursts(EventCluster.clusters(delay.timeline.events, x: { time($0) }, distance: 1))
        let banded = bursts.filter { $0.lines.count >= EventBurst.bandFrom }
        let refreshStarts = banded.map { $0.lines.flatMap(\.names).filter { $0.name == "refreshStart" }.reduce(0) { $0 + $1.count } }
        #expect(refreshStarts.contains(31), "\(refreshStarts)")
        let dashedEventLines = Self.lines(Chart.timeline(delay)).filter {
            $0.trimmingCharacters(in: .whitespaces).hasPrefix("line ") && $0.hasSuffix("@50% w1 dashed")
        }
        let lines = bursts.filter { $0.lines.count < EventBurst.bandFrom }.reduce(0) { $0 + $1.lines.count }
        #expect(dashedEventLines.count == lines, "\(dashedEventLines.count) dashed event lines")
        #expect(lines < 20)
    }

    @Test func theDescriptionIsUnderTheTitle() throws {
        let subject = try BundledSubjects.subject("wkwebview-bad")
        let text = Self.lines(Chart.timeline(subject))
        #expect(text.contains { $0.contains("text \"Seed 000's bad example:") })
    }

    @Test func everyEventIsLabelledOrKeyedAndNoLabelsOverlap() throws {
        for name in ["cj-footer-delay", "wkwebview-bad", "ego"] {
            let subject = try BundledSubjects.subject(name)
            let block = TimelineBlock(subject: subject, timeDomain: Chart.timeline(subject).timeDomain)
            let canvas = RecordingCanvas(width: 1200, height: 1000)
            let placement = block.eventPlacement(width: 1200, canvas: canvas)
            let time = LinearScale(domain: block.timeDomain, range: BlockLayout.leftMargin...(1200 - BlockLayout.rightMargin))
            let clusters = EventCluster.clusters(subject.timeline.events, x: { time($0) }, distance: 10)
            let named = placement.placed.filter { $0.tag == nil }.map(\.cluster) + placement.keyed.map(\.cluster)
            #expect(Set(named.map(\.time)) == Set(clusters.map(\.time)), "\(name)")
            for a in placement.placed {
                for b in placement.placed where a != b && a.row == b.row {
                    #expect(a.maxX <= b.minX || b.maxX <= a.minX, "\(name): \(a.text) overlaps \(b.text)")
                }
                // No connector from a higher label runs through a lower one.
                for b in placement.placed where b.row < a.row {
                    #expect(!(b.minX...b.maxX).overlaps((a.cluster.x - 2)...(a.cluster.x + 2)), "\(name): \(a.text) crosses \(b.text)")
                }
            }
        }
    }

    @Test func theOverlayDrawsBothCurvesOnOneAxisAndTheirDifference() throws {
        let bad = try BundledSubjects.subject("wkwebview-bad")
        let good = try BundledSubjects.subject("wkwebview-good")
        let overlay = OverlayBlock(subjects: [bad, good], timeDomain: Chart.overlay(bad, good).timeDomain)
        let delta = overlay.delta
        #expect(delta.count == bad.timeline.samples.count)
        for (sample, other) in zip(bad.timeline.samples, good.timeline.samples) {
            let value = try #require(delta.first { $0.time == sample.time }).value
            #expect(abs(value - (other.offset - sample.offset)) < 1e-9)
        }
        let text = Self.lines(Chart.overlay(bad, good))
        #expect(text.filter { $0.contains("polyline 361 pts") }.count >= 4, "two curves and their halos")
        #expect(text.contains { $0.contains("text \"Δ offset (pt)\"") })
        #expect(text.contains { $0.contains("wkwebview-good − wkwebview-bad: largest") })
        // 60 vs 120 Hz: compared at the 60 Hz frames, where both runs agree.
        let hz60 = try BundledSubjects.subject("uirefreshcontrol")
        let hz120 = try BundledSubjects.subject("uirefreshcontrol-120hz")
        let agreement = OverlayBlock(subjects: [hz60, hz120], timeDomain: 0...6).delta
        #expect(agreement.count == hz60.timeline.samples.count)
        #expect(agreement.allSatisfy { abs($0.value) < 0.05 })
    }

    /// Findings piled on one moment stack their discs only as deep as the panel, then reuse levels.
    @Test func overlayDiscsStayOnTheChart() throws {
        var bad = try BundledSubjects.subject("wkwebview-bad")
        let good = try BundledSubjects.subject("wkwebview-good")
        bad.analysis = Analysis(
            findings: (0..<80).map { _ in
                Finding(.offsetJump, time: 1, frame: 60, evidence: .described("piled up"))
            })
        let chart = Chart.overlay(bad, good)
        let text = Self.lines(chart)
        let height = Double(try chart.rasterPixelCount()) / chart.size.width
        let discs = text.filter { $0.hasPrefix("disc (") }.compactMap { line -> (x: Double, y: Double)? in
            let numbers = line.dropFirst("disc (".count).prefix { $0 != ")" }.split(separator: ",").compactMap { Double($0) }
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }
        #expect(discs.count >= 160, "a disc on the time axis and one in the legend per finding")
        #expect(discs.allSatisfy { $0.y < height }, "a disc below the chart")
        // The discs on the finding's moment (one x) stack only as deep as the offsets panel, a
        // few hundred points, not 80 discs deep; the legend's column is as long as the list.
        let columns = Dictionary(grouping: discs, by: \.x).values.map { column in
            (column.map(\.y).max() ?? 0) - (column.map(\.y).min() ?? 0)
        }
        #expect((columns.min() ?? .infinity) < 600, "discs spread over \(columns.sorted()) pt")
    }

    @Test func chartSnapshots() throws {
        let bad = try BundledSubjects.subject("wkwebview-bad")
        let good = try BundledSubjects.subject("wkwebview-good")
        assertSnapshot(
            of: Chart.timeline(try BundledSubjects.subject("cj-footer-delay")).transcript(), as: .lines,
            named: "cj-footer-delay", testName: "chart")
        assertSnapshot(of: Chart.overlay(bad, good).transcript(), as: .lines, named: "wkwebview-overlay", testName: "chart")
    }
}

/// Plain words: what a designer reads on the chart instead of UIKit's names.
struct ChartWordsTests {
    @Test func plainWordsReplaceUIKitNamesAndTheOffsetPanelHasOnePullAxis() throws {
        var chart = Chart.timeline(try BundledSubjects.subject("wkwebview-bad"))
        let uikit = chart.transcript()
        chart.words = .plain
        let plain = chart.transcript()
        #expect(uikit.contains("\"touchDown") && uikit.contains("contentOffset.y (pt)"))
        #expect(plain.contains("\"finger down") && plain.contains("list follows finger"), "event labels in plain words")
        #expect(plain.contains("\"pulled down (pt)\"") && !plain.contains("contentOffset.y"), "one axis, the pull")
        #expect(plain.contains("lower is further, as on the screen"), "the caption says which way the pull reads")
        #expect(!plain.contains("\"touchDown") && !plain.contains("willBeginDragging"))
    }
}
