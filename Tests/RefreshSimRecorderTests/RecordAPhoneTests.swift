import Foundation
import RefreshSim
import RefreshSimStrategies
import Testing
import UIKit

/// The README's example, an app that records its own feed, run in the stand-in: the trace it
/// writes is judged as the run it recorded, with the detectors its reports allow.
struct RecordAPhoneTests {
    @Test func theFeedRecordsItsPullAndTheTraceJudgesIt() throws {
        let scenario = try ScenarioDecoder.decode(
            #"{"name": "feed", "duration": 3, "content": {"height": 2000}, "gestures": [{"at": 0.3, "distance": 320, "duration": 0.5}]}"#,
            fileName: "feed.json", vocabulary: .bundled)
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("feed-pull-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        var feed: FeedViewController?
        let timeline = Simulator(scenario: scenario) { host in
            UIKitStrategy(host: host, indicator: .refreshControl, state: { _ in "" }) { () -> FeedViewController in
                let controller = FeedViewController(style: .plain)
                controller.traceURL = url
                feed = controller
                return controller
            }
        }.run()
        let stopped: Error? = onRunThread {
            do { try feed?.stopRecording() } catch { return error }
            return nil
        }
        if let stopped { throw stopped }
        let trace = try TraceDecoder.decode([UInt8](Data(contentsOf: url)), fileName: url.lastPathComponent, vocabulary: .bundled)
        let judged = TraceJudge(vocabulary: .bundled).judge(trace)
        let analysis = judged.analyze()
        #expect(analysis.activity.refreshes == RefreshActivity.Count(started: 1, ended: 1))
        #expect(trace.frames.count == timeline.samples.count)
        // What the feed reports: its phases and refresh actions, and the control's isRefreshing.
        #expect(judged.knowledge.isSuperset(of: [.touches, .timing, .refreshActions, .phases, .indicator, .trigger]))
        #expect(!judged.knowledge.contains(.loads))
        #expect(trace.frames.contains { $0.isRefreshing == true })
        // The offsets are the run's.
        for (recorded, simulated) in zip(judged.timeline.samples, timeline.samples) {
            #expect(abs(recorded.offset - simulated.offset) < 0.01, "frame \(simulated.frame)")
        }
    }
}
