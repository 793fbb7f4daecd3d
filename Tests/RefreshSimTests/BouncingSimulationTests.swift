import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Momentum that runs past an edge, for both recoil models. There is no recording of this case:
/// these check the properties the model must have.
struct BouncingSimulationTests {
    static func fling(_ model: RecoilModel, from position: Double = 200, velocity: Double = -3) -> BouncingSimulation {
        BouncingSimulation(
            position: position, velocity: velocity, minimum: 0, maximum: 1000,
            decelerationRate: 0.998, recoil: model)
    }

    @Test(arguments: RecoilModel.allCases)
    func momentumCarriesIntoTheBandContinuously(model: RecoilModel) throws {
        let simulation = Self.fling(model)
        let cross = try #require(Deceleration(rate: 0.998, position: 200, velocity: -3).time(toReach: 0))
        let before = simulation.state(at: cross - 1e-6)
        let after = simulation.state(at: cross + 1e-6)
        #expect(abs(before.position - after.position) < 1e-4)
        #expect(abs(before.velocity - after.velocity) < 1e-4)
        #expect(after.position < 0 && after.velocity < -2)  // the velocity carries into the band
    }

    @Test(arguments: RecoilModel.allCases)
    func theOvershootPeaksAndReturnsWithoutCrossingBack(model: RecoilModel) {
        let simulation = Self.fling(model)
        let path = stride(from: 0.0, through: 3000, by: 1).map { simulation.state(at: $0) }
        let peak = path.map(\.position).min() ?? 0
        #expect(peak < -20)
        let afterPeak = path.drop { $0.position != peak }
        #expect(afterPeak.allSatisfy { $0.position <= 0 })
        #expect(zip(afterPeak, afterPeak.dropFirst()).allSatisfy { $0.position <= $1.position })
        #expect(path.last?.isDone == true)
    }

    /// Where the recoil's constants lead for a 3000 pt/s fling into the top: the iOS 26 spring
    /// stops it sooner than iOS 18's pull-back.
    @Test func peakOvershootOfEachModel() {
        func peak(_ model: RecoilModel) -> Double {
            let s = BouncingSimulation(
                position: 0, velocity: -3, minimum: 0, maximum: 1000,
                decelerationRate: 0.998, recoil: model)
            return stride(from: 0.0, through: 1000, by: 0.5).map { s.x($0) }.min() ?? 0
        }
        #expect(abs(peak(.ios26) - -46.5) < 1)
        #expect(abs(peak(.ios18) - -99.9) < 1)
    }

    @Test(arguments: RecoilModel.allCases)
    func stepsComposeSoTheFrameRateDoesNotMatter(model: RecoilModel) {
        let simulation = Self.fling(model)
        var state = MotionState(position: 200, velocity: -3, isDone: false)
        for _ in 0..<60 {
            let step = BouncingSimulation(
                position: state.position, velocity: state.velocity, minimum: 0, maximum: 1000,
                decelerationRate: 0.998, recoil: model)
            state = step.state(at: 1000.0 / 120)
        }
        #expect(abs(state.position - simulation.x(500)) < 1e-6)
        #expect(abs(state.velocity - simulation.dx(500)) < 1e-9)
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() {
        let simulation = BouncingSimulation(
            position: 200, velocity: -3, minimum: 0, maximum: 1000,
            decelerationRate: 0.998, recoil: .ios26, bounces: false)
        let end = simulation.state(at: 500)
        #expect(end.position == 0 && end.velocity == 0 && end.isDone)
    }
}
