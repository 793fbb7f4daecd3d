import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Scenarios built in code skip the decoder's limits; the simulator must still end normally.
struct SimulatorRobustnessTests {
    @Test(arguments: [(Double.nan, 60.0), (.infinity, 60), (-5, 60), (10, 0), (1e12, 240)])
    func outOfRangeLengthsEndWithoutTrapping(duration: Double, frameRate: Double) {
        var scenario = Fixtures.scenario(gestures: [Fixtures.pull()], strategy: .uiRefreshControl)
        scenario.duration = duration
        scenario.frameRate = frameRate
        let timeline = Simulator(scenario: scenario).run()
        #expect(timeline.samples.count >= 1 && timeline.samples.count <= ScenarioLimits.maxFrames + 1)
    }
}
