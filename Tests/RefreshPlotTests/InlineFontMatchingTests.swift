import CDrawingLibraries
import CPango
import Foundation
import Testing

/// Pango 1.50 matches and sorts each new font pattern on two threads of its own; the
/// executable's `g_thread_new` runs the match on the caller and queues the sort to one thread
/// behind it (Sources/CDrawingLibraries, InlineFontMatching.h). Only those two names, and only with
/// a Pango 1.50.x loaded, whose thread functions need no lock their caller holds.
struct InlineFontMatchingTests {
    static var pango150: Bool {
        #if os(Linux)
            return (15000..<15100).contains(Int(pango_version()))
        #else
            return false
        #endif
    }

    @Test func pangosMatchRunsOnTheCallerAndItsSortBehindItWithPango150() {
        #expect(refreshsim_font_matching_runs_inline("[pango] FcFontSetMatch") == (Self.pango150 ? 1 : 0))
        #expect(refreshsim_font_sorting_runs_behind("[pango] FcFontSetSort") == (Self.pango150 ? 1 : 0))
        #expect(refreshsim_font_matching_runs_inline("[pango] FcFontSetSort") == 0)
        #expect(refreshsim_font_sorting_runs_behind("[pango] FcFontSetMatch") == 0)
    }

    @Test func everyOtherThreadIsGLibsOwn() {
        for name in ["[pango] FcInit", "[pango] FcFontSetMatc", "[pango] FcFontSetSort2", "gmain", "gdbus", ""] {
            #expect(refreshsim_font_matching_runs_inline(name) == 0, "\(name)")
            #expect(refreshsim_font_sorting_runs_behind(name) == 0, "\(name)")
        }
        #expect(refreshsim_font_matching_runs_inline(nil) == 0)
        #expect(refreshsim_font_sorting_runs_behind(nil) == 0)
    }

    /// What is queued runs, on another thread than the one that queued it, one at a time in the
    /// order queued (Pango's waiter for a sort is woken by the sort itself).
    @Test func queuedSortsRunInOrderOnAnotherThread() throws {
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var order: [Int] = []
            var onCaller = 0
            let caller = pthread_self()
            let done = DispatchSemaphore(value: 0)
        }
        struct Job {
            let log: Log
            let number: Int
        }
        let log = Log()
        let count = 200
        var queued = 0
        for number in 0..<count {
            let job = Unmanaged.passRetained(Box(Job(log: log, number: number))).toOpaque()
            queued += Int(
                refreshsim_font_sorting_run_behind(
                    { pointer in
                        guard let pointer else { return nil }
                        let job = Unmanaged<Box<Job>>.fromOpaque(pointer).takeRetainedValue().value
                        job.log.lock.lock()
                        job.log.order.append(job.number)
                        if pthread_equal(pthread_self(), job.log.caller) != 0 { job.log.onCaller += 1 }
                        job.log.lock.unlock()
                        job.log.done.signal()
                        return nil
                    }, job))
        }
        #if os(Linux)
            #expect(queued == count)
        #else
            #expect(queued == 0)
        #endif
        for _ in 0..<queued { #expect(log.done.wait(timeout: .now() + 10) == .success) }
        log.lock.lock()
        defer { log.lock.unlock() }
        #expect(log.order == Array(0..<queued))
        #expect(log.onCaller == 0)
    }
}

private final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
