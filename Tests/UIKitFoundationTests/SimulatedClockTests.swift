import Foundation
import Testing
import UIKit

/// Every clock a library reads runs on the simulated one, so runs are deterministic.
struct SimulatedClockTests {
    final class Ticker: NSObject {
        var log: [String] = []
        var link: CADisplayLink?
        var timer: SimulatedTimer?
        var source: SimulatedTimerSource?

        func start() {
            DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + 0.25) { [self] in
                log.append("after \(DispatchTime.simulatedNow().seconds) media \(CACurrentMediaTime())")
            }
            SimulatedTimer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { [self] _ in
                log.append("once \(SimulatedTime.now().seconds)")
            }
            var ticks = 0
            timer = SimulatedTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [self] timer in
                ticks += 1
                log.append("repeat \(SimulatedTime.now().seconds)")
                if ticks == 3 { timer.invalidate() }
            }
            let source = DispatchSource.makeSimulatedTimerSource(queue: DispatchQueue.simulatedMain)
            source.schedule(deadline: .now() + 0.5, repeating: .milliseconds(250))
            var fired = 0
            source.setEventHandler { [self] in
                fired += 1
                log.append("source \(SimulatedTime.now().seconds)")
                if fired == 2 { self.source?.cancel() }
            }
            source.resume()
            self.source = source
        }

        func startLink() {
            let link = CADisplayLink(
                target: self,
                action: { [weak self] link in
                    guard let self else { return }
                    self.log.append(String(format: "%.4f→%.4f", link.timestamp, link.targetTimestamp))
                    if self.log.count == 3 { link.invalidate() }
                })
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    @Test func queuesTimersAndSourcesFireOnTheSimulatedClock() throws {
        let (ticker, _, _) = try simulate { () -> Ticker in
            let ticker = Ticker()
            ticker.start()
            return ticker
        }
        #expect(
            ticker.log == [
                "repeat 0.1", "once 0.2", "repeat 0.2", "after 0.25 media 0.25", "repeat 0.30000000000000004",
                "source 0.5", "source 0.75",
            ])
    }

    /// Apple's meanings: `timestamp` is when the last frame reached the screen, `targetTimestamp`
    /// when the frame being prepared is due; the first tick comes at the next frame.
    @Test func aDisplayLinkTicksOncePerFrameWithTheFramesTime() throws {
        let (ticker, _, _) = try simulate { () -> Ticker in
            let ticker = Ticker()
            ticker.startLink()
            return ticker
        }
        #expect(ticker.log == ["0.0000→0.0167", "0.0167→0.0333", "0.0333→0.0500"])
    }

    @Test func datesAreSimulatedAndRepeatable() throws {
        let (dates, _, _) = try simulate { () -> NSMutableArray in
            let dates = NSMutableArray()
            dates.add(Date.simulatedNow())
            DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + 0.5) { dates.add(Date.simulatedNow()) }
            return dates
        }
        let first = try #require(dates.firstObject as? Date)
        let last = try #require(dates.lastObject as? Date)
        #expect(last.timeIntervalSince(first) == 0.5)
        #expect(first == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test func aWorkItemCancelledBeforeItsDeadlineNeverRuns() throws {
        let (log, _, _) = try simulate { () -> NSMutableArray in
            let log = NSMutableArray()
            let item = DispatchWorkItem { log.add("ran") }
            DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + 0.3, execute: item)
            DispatchQueue.simulatedMain.asyncAfter(deadline: .now() + 0.1) { item.cancel() }
            DispatchQueue.simulatedMain.async(execute: DispatchWorkItem { log.add("async") })
            return log
        }
        #expect(log as? [String] == ["async"])
    }
}
