import Foundation
import Testing
@testable import RefreshSim
@testable import RefreshSimStrategies

/// Async code under test runs on the simulated clock: its tasks on the run's main queue, its
/// sleeps in simulated time, the same way every run.
struct AsyncRuntimeTests {
    /// What an action saw, written from the run's tasks and read after the run.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    func run(duration: Double = 5, cancelledAfter: Double? = nil, action: @escaping @Sendable () async -> Void) -> Timeline {
        let scenario = Fixtures.scenario(duration: duration, gestures: [Fixtures.pull(distance: 340, duration: 0.9, hold: 0.8)])
        return Simulator(scenario: scenario) { host in
            SwiftUIRefreshableStrategy(host: host, cancelledAfter: cancelledAfter, action: action)
        }.run()
    }

    @Test func aOneSecondSleepTakesOneSimulatedSecondAndNoWallTime() throws {
        let log = Log()
        let clock = SimulatedClock()
        let wall = ContinuousClock.now
        let timeline = run {
            let start = clock.now
            log.add("start \(start.offset)")
            try? await Task.sleep(for: .seconds(1))
            log.add("slept \(start.duration(to: clock.now))")
        }
        // A generous sanity bound: a real second-long sleep would be ten times over it at most.
        #expect(ContinuousClock.now - wall < .seconds(30))
        let fired = try #require(timeline.firstEvent("valueChanged"))
        let ended = try #require(timeline.firstEvent("endRefreshing"))
        #expect(log.all == ["start \(Duration.nanoseconds(Int64((fired.time * 1e9).rounded())))", "slept 1.0 seconds"])
        #expect(ended.time == fired.time + 1)
        #expect(!timeline.eventNames.contains("notSimulated"))
    }

    @Test func tasksRunInTheMainQueuesOrderOnTheRunsThread() {
        let log = Log()
        let runThread = Log()
        _ = run {
            runThread.add(threadName())
            let slow = Task {
                try? await Task.sleep(for: .milliseconds(300)); log.add("slow")
            }
            let fast = Task {
                try? await Task.sleep(nanoseconds: 100_000_000); log.add("fast")
            }
            let detached = Task.detached {
                log.add([threadName()] == runThread.all ? "detached on the run's thread" : "detached elsewhere")
            }
            Task { @MainActor in log.add("main actor") }
            await detached.value
            await slow.value
            await fast.value
            log.add("done")
        }
        // The detached task and the main-actor task are due at once, on different executors in an
        // app; here both run on the run's thread, first enqueued first.
        #expect(Set(log.all.prefix(2)) == ["detached on the run's thread", "main actor"])
        #expect(log.all.suffix(3) == ["fast", "slow", "done"])
    }

    @Test func cancellationEndsASleepAtOnce() throws {
        let log = Log()
        let clock = SimulatedClock()
        let timeline = run(cancelledAfter: 0.5) {
            let start = clock.now
            do {
                try await Task.sleep(for: .seconds(2))
                log.add("slept")
            } catch {
                log.add("\(type(of: error)) after \(start.duration(to: clock.now))")
            }
        }
        #expect(log.all == ["CancellationError after 0.5 seconds"])
        let fired = try #require(timeline.firstEvent("valueChanged"))
        #expect(try #require(timeline.firstEvent("endRefreshing")).time == fired.time + 0.5)
    }

    @Test func aWallClockWaitIsRecordedNotHidden() throws {
        let timeline = run {
            try? await ContinuousClock().sleep(for: .milliseconds(250))
        }
        let event = try #require(timeline.firstEvent("notSimulated"))
        #expect(event.attributes["what"] == "wallClockWait")
        #expect(event.attributes["clock"] == "ContinuousClock")
    }

    @Test func theSameRunTwentyTimesIsTheSameTimeline() {
        let make = {
            run(cancelledAfter: 1.2) {
                let clock = SimulatedClock()
                for step in 1...3 {
                    try? await clock.sleep(for: .milliseconds(250 * step))
                    await Task.yield()
                }
            }
        }
        let first = make()
        for _ in 1..<20 {
            let next = make()
            #expect(next.events == first.events && next.samples == first.samples)
        }
    }

    /// The bundled scenarios whose code is async or Combine: the same report, byte for byte, 20 times.
    @Test(arguments: [
        "uirefreshcontrol-async", "uirefreshcontrol-async-minimum-spinner", "swiftui-refreshable",
        "swiftui-refreshable-cancelled", "swiftui-refreshable-second-pull", "combine-load-more",
        "combine-load-more-no-debounce",
    ])
    func bundledAsyncScenarioIsByteIdenticalOverTwentyRuns(name: String) throws {
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("Scenarios/\(name).json")
        let scenario = try ScenarioDecoder.decode(ScenarioFixtures.bytes(url), fileName: url.lastPathComponent)
        let report = { () -> String in
            let run = ScenarioRun(scenario)
            return RunReport.render(run.timeline, run.analysis)
        }
        let first = report()
        for _ in 1..<20 { #expect(report() == first) }
        #expect(!first.contains("notSimulated"))
    }

    @Test func theMinimumSpinnerSleepTakesExactlyItsSimulatedSecond() throws {
        let url = ScenarioFixtures.packageRoot.appendingPathComponent("Scenarios/uirefreshcontrol-async-minimum-spinner.json")
        let timeline = ScenarioRun(try ScenarioDecoder.decode(ScenarioFixtures.bytes(url), fileName: url.lastPathComponent)).timeline
        let started = try #require(timeline.firstEvent("refreshStart"))
        let loaded = try #require(timeline.firstEvent("loadEnd"))
        let ended = try #require(timeline.firstEvent("endRefreshing"))
        #expect(loaded.time == started.time + 0.2)
        // measure() reads the clock to the nanosecond; the sleep is for what is left of 1 s.
        #expect(abs(ended.time - (started.time + 1)) < 1e-9)
    }
}

/// The calling thread's description (a synchronous function: `Thread.current` is not for async code).
private func threadName() -> String { Thread.current.description }
