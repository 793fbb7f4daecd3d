import Foundation
import RefreshSimFiles
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) and SIGTERM: stop every program the command runs and wait for it
/// (`ChildProcesses`), remove every temporary file and folder still being made and every output
/// not yet put in place (`TemporaryFiles`: earlier outputs stay as they were), say so on standard
/// error, and end with exit status 130. The signals are blocked in every thread and taken by one
/// waiting thread (`sigwait`), so the clean-up runs as ordinary code, not in a signal handler,
/// and cannot race a rename: both hold `TemporaryFiles`' lock (RefreshSimFiles).
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
            ChildProcesses.stopAll(received)
            TemporaryFiles.removeAllAndEnd {
                Console.error("refreshsim: interrupted; no partial output was left")
                _exit(ExitStatus.interrupted.rawValue)
            }
        }
        waiter.name = "refreshsim.signals"
        waiter.start()
    }
}
