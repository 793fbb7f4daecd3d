import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM: remove every temporary file still being written, say so on standard
/// error, and end with exit status 130. The signals are blocked in every thread and taken by one
/// waiting thread (`sigwait`), so the clean-up runs as ordinary code, not in a signal handler,
/// and cannot race a rename: both hold `TemporaryFiles`' lock.
enum Interruption {
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        // Before any other thread exists, so every later thread inherits the mask.
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let blocked = signals
        let waiter = Thread {
            var received: Int32 = 0
            var set = blocked
            while sigwait(&set, &received) != 0 {}
            TemporaryFiles.removeAllAndEnd {
                Console.error("refreshsim: interrupted; no partial output was left")
                _exit(ExitStatus.interrupted.rawValue)
            }
        }
        waiter.name = "refreshsim.signals"
        waiter.start()
    }
}

/// Temporary files being written, so an interruption can remove them.
enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []

    static func register(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    static func unregister(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// Renames a finished temporary file into place and forgets it, in one step for an
    /// interruption: it finds either the temporary file or the finished one, never a half.
    /// Returns 0 or the `errno`.
    static func rename(_ temporary: String, to target: String) -> Int32 {
        lock.withLock {
            let code = renameFile(temporary, target)
            paths.remove(temporary)
            return code
        }
    }

    /// Removes every registered file and calls `end` without releasing the lock, so no rename can
    /// follow.
    fileprivate static func removeAllAndEnd(_ end: () -> Never) -> Never {
        lock.lock()
        for path in paths { unlink(path) }
        end()
    }
}

/// `rename(2)`, named apart from `TemporaryFiles.rename`. Returns 0 or the `errno`.
private func renameFile(_ from: String, _ to: String) -> Int32 {
    rename(from, to) == 0 ? 0 : errno
}
