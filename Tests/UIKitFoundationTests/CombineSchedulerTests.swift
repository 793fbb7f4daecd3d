import Foundation
import Testing
import UIKit
import UIKitCombine

/// `DispatchQueue.simulatedMain` as a Combine scheduler: a debounce waits in simulated time.
struct CombineSchedulerTests {
    final class Search: NSObject {
        let typed = PassthroughSubject<String, Never>()
        var log: [String] = []
        var subscriptions: [AnyCancellable] = []

        func start() {
            typed
                .debounce(for: .milliseconds(300), scheduler: DispatchQueue.simulatedMain)
                .sink { [unowned self] in log.append("\($0) at \(SimulatedTime.now().seconds)") }
                .store(in: &subscriptions)
            typed
                .receive(on: DispatchQueue.simulatedMain)
                .sink { [unowned self] in log.append("received \($0) at \(SimulatedTime.now().seconds)") }
                .store(in: &subscriptions)
            for (text, time) in [("a", 0.1), ("ab", 0.2), ("abc", 0.7)] {
                DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + time) { [unowned self] in typed.send(text) }
            }
        }
    }

    @Test func aDebounceOnTheSimulatedMainQueueTakesSimulatedTime() throws {
        let (search, _, _) = try simulate(duration: 1.5) { () -> Search in
            let search = Search()
            search.start()
            return search
        }
        #expect(
            search.log == [
                "received a at 0.1", "received ab at 0.2", "ab at 0.5", "received abc at 0.7", "abc at 1.0",
            ])
    }
}
