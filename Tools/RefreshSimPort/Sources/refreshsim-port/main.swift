import Foundation
import RefreshSimPortKit
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// refreshsim-port DIR -o OUT: copies DIR to OUT with the edits Linux and the simulated clock
/// force on its Swift files, and prints each edit and each place that needs a hand edit.
let arguments = Array(CommandLine.arguments.dropFirst())
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("refreshsim port: \(message)\n".utf8))
    exit(2)
}

guard arguments.count == 3, arguments[1] == "-o" || arguments[1] == "--output" else {
    fail("usage: refreshsim port DIR -o OUT")
}
// SIGINT and SIGTERM (refreshsim forwards them; a terminal's Ctrl-C reaches both) remove the
// folder being written and nothing else, then end with 130, as refreshsim does.
var signals = sigset_t()
sigemptyset(&signals)
sigaddset(&signals, SIGINT)
sigaddset(&signals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &signals, nil)
let blocked = signals
Thread.detachNewThread {
    var set = blocked
    var received: Int32 = 0
    while sigwait(&set, &received) != 0 {}
    PortCommand.removeStaging()
    FileHandle.standardError.write(Data("refreshsim port: interrupted; nothing was written\n".utf8))
    _exit(130)
}
do {
    // REFRESHSIM_TEST_PAUSE_BEFORE_PLACING (set by tests only): wait that long once the copy is
    // whole, before it is renamed into place, so a test can interrupt then.
    let pause = ProcessInfo.processInfo.environment["REFRESHSIM_TEST_PAUSE_BEFORE_PLACING"].flatMap(Double.init)
    let summary = try PortCommand.run(
        input: URL(fileURLWithPath: arguments[0]), output: URL(fileURLWithPath: arguments[2]),
        beforePlacing: {
            guard let pause else { return }
            FileHandle.standardError.write(Data("refreshsim port: test pause before placing the copy\n".utf8))
            usleep(UInt32(min(max(pause, 0), 600) * 1_000_000))
        })
    print(summary)
} catch {
    fail("\(error)")
}
