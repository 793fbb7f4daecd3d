@testable import RefreshSim
@testable import RefreshSimStrategies

/// Scenarios built in code for engine and strategy tests.
enum Fixtures {
    static func scenario(
        _ name: String = "test", duration: Double = 4, frameRate: Double = 60,
        device: Device = Device(), contentHeight: Double = 2000,
        initialOffset: Content.InitialOffset = .top, physics: PhysicsOptions = PhysicsOptions(),
        gestures: [Gesture] = [], strategy: StrategyConfig = .none, loader: LoaderConfig? = nil
    ) -> Scenario {
        Scenario(
            name: name, duration: duration, frameRate: frameRate, device: device,
            content: Content(height: contentHeight, initialOffset: initialOffset),
            physics: physics, gestures: gestures, strategy: strategy, loader: loader)
    }

    /// A pull from the top: finger moves down `distance` over `duration`, holds, lifts.
    static func pull(
        at: Double = 0.5, distance: Double = 250, duration: Double = 0.6, hold: Double = 0.1,
        easing: Easing = .easeOut
    ) -> Gesture {
        .drag(at: at, distance: distance, duration: duration, holdAfter: hold, easing: easing)
    }

    static func run(_ scenario: Scenario) -> Timeline {
        Simulator(scenario: scenario).run()
    }
}

extension Timeline {
    func sample(at time: Double) -> FrameSample {
        let index = Int((time * frameRate).rounded())
        return samples[min(max(index, 0), samples.count - 1)]
    }

    func firstEvent(_ name: String) -> TimelineEvent? {
        events.first { $0.name == name }
    }

    var eventNames: [String] { events.map(\.name) }
}
