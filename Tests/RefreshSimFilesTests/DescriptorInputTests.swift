import Foundation
import RefreshSimFiles
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct DescriptorInputTests {
    private func pipeDescriptors() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    @Test func readsWhatIsThereThenZeroAtTheEnd() throws {
        let ends = try pipeDescriptors()
        defer { close(ends.read) }
        #expect(write(ends.write, "abcdef", 6) == 6)
        close(ends.write)
        var chunk = [UInt8](repeating: 0, count: 4)
        #expect(try DescriptorInput.read(ends.read, into: &chunk) == 4)
        #expect(chunk == Array("abcd".utf8))
        #expect(try DescriptorInput.read(ends.read, into: &chunk, count: 1) == 1)
        #expect(chunk.first == UInt8(ascii: "e"))
        #expect(try DescriptorInput.read(ends.read, into: &chunk) == 1)
        #expect(try DescriptorInput.read(ends.read, into: &chunk) == 0)
    }

    @Test func aReadAtAnOffsetLeavesThePositionAlone() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-input-\(UUID().uuidString)").path
        try Data("0123456789".utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var chunk = [UInt8](repeating: 0, count: 3)
        #expect(try DescriptorInput.read(descriptor, into: &chunk, at: 7) == 3)
        #expect(chunk == Array("789".utf8))
        #expect(try DescriptorInput.read(descriptor, into: &chunk) == 3)
        #expect(chunk == Array("012".utf8))
    }

    @Test func aFailedReadThrowsItsErrno() throws {
        var chunk = [UInt8](repeating: 0, count: 8)
        #expect(throws: DescriptorInput.Failure(code: EBADF)) { try DescriptorInput.read(-1, into: &chunk) }
    }

    /// A signal whose handler does not ask for restarted calls interrupts a blocked `read` with
    /// EINTR; the read is made again and gets the bytes written after. The writer signals the
    /// reader's thread every millisecond until the handler has run at least once while the reader
    /// waits, then writes.
    @Test func aReadInterruptedByASignalIsMadeAgain() throws {
        let ends = try pipeDescriptors()
        defer {
            close(ends.read)
            close(ends.write)
        }
        var action = sigaction()
        var previous = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in signalsHandled.pointee += 1 }
        #else
            action.__sigaction_u.__sa_handler = { _ in signalsHandled.pointee += 1 }
        #endif
        action.sa_flags = 0
        try #require(sigaction(SIGUSR2, &action, &previous) == 0)
        defer { sigaction(SIGUSR2, &previous, nil) }

        let reader = BlockedReader(descriptor: ends.read)
        reader.start()
        let before = signalsHandled.pointee
        while signalsHandled.pointee - before < 3 {
            reader.signal(SIGUSR2)
            usleep(1000)
        }
        #expect(write(ends.write, "x", 1) == 1)
        let outcome = reader.finish()
        #expect(outcome == .success(1))
    }
}

/// The signals the test's handler has seen. A handler may touch only such plain memory; the
/// test reads it after calls the compiler cannot see into, so it is read again each time.
nonisolated(unsafe) private let signalsHandled: UnsafeMutablePointer<Int> = {
    let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    count.initialize(to: 0)
    return count
}()

/// A thread blocked in `DescriptorInput.read` on a descriptor.
private final class BlockedReader: @unchecked Sendable {
    private let descriptor: Int32
    private let started = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private var thread = pthread_t?.none
    private var outcome: Result<Int, DescriptorInput.Failure> = .success(-1)

    init(descriptor: Int32) { self.descriptor = descriptor }

    func start() {
        Thread {
            // A thread starts with its creator's signal mask, and a test's thread may block this one.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            sigaddset(&unblocked, SIGUSR2)
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            self.thread = pthread_self()
            self.started.signal()
            var chunk = [UInt8](repeating: 0, count: 4)
            self.outcome = Result { () throws(DescriptorInput.Failure) in try DescriptorInput.read(self.descriptor, into: &chunk) }
            self.done.signal()
            // Alive until `finish`, so a late signal never names a thread that has ended.
            self.released.wait()
        }.start()
        started.wait()
    }

    func signal(_ number: Int32) {
        if let thread { pthread_kill(thread, number) }
    }

    func finish() -> Result<Int, DescriptorInput.Failure> {
        done.wait()
        released.signal()
        return outcome
    }
}
