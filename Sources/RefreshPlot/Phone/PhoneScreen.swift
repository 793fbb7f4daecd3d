import Foundation
import RefreshSim

/// The simulated phone screen of one run: what the user saw at any moment, drawn from the
/// timeline. Rows of content with their index (so motion shows), the header or footer in the
/// strategy's own state words, the safe area's bars, the finger's touch point, and findings
/// flashing red when they happen.
///
/// Coordinates are the viewport's points: (0, 0) is the screen's top-left corner.
public struct PhoneScreen: Sendable {
    public let subject: ChartSubject
    /// Findings in time order: their numbers, as on the chart.
    let findings: [Finding]
    let finger: FingerTrack
    /// The header and the footer, as many as the run has.
    let indicators: [IndicatorTrack]
    /// UIKit's names or plain words on the banners, the strip and a filmstrip's captions.
    public var words = ChartWords.uikit

    public init(subject: ChartSubject) {
        self.subject = subject
        findings = subject.findingsInTimeOrder
        let device = subject.device
        let usable = (device.topInset + 30)...max(device.topInset + 31, device.viewportHeight - device.bottomInset - 30)
        finger = FingerTrack(samples: subject.timeline.samples, usable: usable)
        indicators = IndicatorTrack.tracks(of: subject.timeline)
    }

    var timeline: Timeline { subject.timeline }
    public var width: Double { subject.device.viewportWidth }
    public var height: Double { subject.device.viewportHeight }
    var safeTop: Double { subject.device.topInset }
    var safeBottom: Double { subject.device.bottomInset }

    /// The sample on screen at `time`: the last frame presented at or before it.
    func sample(at time: Double) -> FrameSample? {
        sampleIndex(at: time).map { timeline.samples[$0] }
    }

    func sampleIndex(at time: Double) -> Int? {
        let samples = timeline.samples
        guard var high = samples.indices.last else { return nil }
        var low = 0
        guard samples[0].time <= time + 1e-9 else { return 0 }
        while low < high {
            let mid = (low + high + 1) / 2
            if samples[mid].time <= time + 1e-9 { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Whether every indicator is a footer: findings' banners then go to the top.
    var footersOnly: Bool { !indicators.isEmpty && indicators.allSatisfy { $0.placement == .footer } }

    /// Draws the screen at `time` (s since the scenario began). A finding flashes for
    /// `flashSeconds` of simulated time after it happens.
    public func draw(at time: Double, canvas: Canvas, flashSeconds: Double = 0.6) {
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        canvas.clipped(to: screen) {
            canvas.fill(screen, PhoneStyle.emptyBackground)
            guard let index = sampleIndex(at: time) else { return }
            let sample = timeline.samples[index]
            drawContent(sample, index: index, canvas: canvas)
            for track in indicators {
                switch track.placement {
                case .header: drawHeader(sample, index: index, track: track, time: time, canvas: canvas)
                case .footer: drawFooter(sample, index: index, track: track, time: time, canvas: canvas)
                case .none: break
                }
            }
            drawBars(canvas: canvas)
            drawFinger(sample, time: time, canvas: canvas)
            drawFlashes(at: time, window: flashSeconds, canvas: canvas)
        }
    }

    /// Findings that flash at `time`, with their numbers.
    func flashing(at time: Double, window: Double) -> [(number: Int, finding: Finding)] {
        findings.enumerated().compactMap { index, finding in
            finding.time <= time + 1e-9 && time - finding.time < window ? (index + 1, finding) : nil
        }
    }
}
