import RefreshPlot
import RefreshSim
import RefreshSimStrategies

enum Fixtures {
    static let janky = ChartSamples.pullToRefresh(janky: true)
    static let smooth = ChartSamples.pullToRefresh(janky: false)

    /// Seconds per point on the time axis of a default-width chart of `subject`.
    static func secondsPerPoint(_ subject: ChartSubject, width: Double = 1200) -> Double {
        let duration = subject.timeline.duration + 1 / subject.timeline.frameRate
        return duration / (width - 112 - 64)
    }

    /// `subject` with its event named `name` moved by `points` along the time axis.
    static func moving(event name: String, by points: Double, in subject: ChartSubject) -> ChartSubject {
        var moved = subject
        let dt = points * secondsPerPoint(subject)
        moved.timeline.events = subject.timeline.events.map { event in
            var event = event
            if event.name == name { event.time += dt }
            return event
        }
        return moved
    }
}
