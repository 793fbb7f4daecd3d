import Foundation
import RefreshSim
import RefreshSimRecorder
import Testing

/// The recorder's declared cost (`ScrollRecorder.declaredCostPerFrame`) charged to every frame's
/// main thread, as a recording app pays it: no bundled scenario's hitch figures move.
struct RecorderCostTests {
    @Test(arguments: BundledScenarios.names)
    func theDeclaredCostChangesNoHitchFigure(name: String) throws {
        let scenario = try BundledScenarios.scenario(name)
        var recording = scenario
        recording.mainThread.frameMs += ScrollRecorder.declaredCostPerFrame
        let before = ScenarioRun(scenario).analysis.hitches
        let after = try #require(ScenarioRun(recording).analysis.hitches)
        #expect(ClosedLoop.sameHitches(before, after), "\(String(describing: before?.run)) → \(after.run)")
    }
}

/// What a tick costs here, measured rather than asserted (speed is measured in benchmarks, not
/// held to in unit tests): `REFRESHSIM_MEASURE_RECORDER=1 swift test -c release --filter
/// RecorderTickCost` prints the time per recorded frame over every bundled scenario, recording
/// against not, and what writing the trace costs.
struct RecorderTickCost {
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["REFRESHSIM_MEASURE_RECORDER"] == "1",
            "a measurement, not a test: REFRESHSIM_MEASURE_RECORDER=1 runs it"))
    func measure() throws {
        let scenarios = try BundledScenarios.names.map(BundledScenarios.scenario)
        func seconds(_ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        var frames = 0
        var plain = Double.infinity
        var recorded = Double.infinity
        var written = Double.infinity
        for _ in 0..<5 {
            frames = 0
            plain = min(plain, seconds { for scenario in scenarios { frames += Simulator(scenario: scenario).run().samples.count } })
            var apps: [RecordingApp] = []
            recorded = min(
                recorded,
                seconds {
                    for scenario in scenarios {
                        let app = RecordingApp(writesTrace: false)
                        _ = Simulator(scenario: scenario, observer: app).run()
                        apps.append(app)
                    }
                })
            written = min(written, seconds { for app in apps { _ = app.writeTrace() } })
        }
        print(
            "recorder: \(frames) frames; \(Format.fixed((recorded - plain) / Double(frames) * 1e6, 2)) µs a recorded frame (events forwarded included); writing the traces \(Format.fixed(written / Double(frames) * 1e6, 2)) µs a frame"
        )
    }
}
