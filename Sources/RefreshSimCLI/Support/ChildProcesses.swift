import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Programs a command runs and waits for (`port` runs `refreshsim-port`). Each runs in this
/// process's group, so a terminal's Ctrl-C reaches it as it reaches refreshsim, with SIGINT and
/// SIGTERM unblocked and at their defaults. An interruption of refreshsim stops every one and
/// waits for it to end before refreshsim ends (`Interruption`): no child outlives the command and
/// then writes, or removes, anything.
///
/// Not Foundation's `Process`: on Linux it starts the child in a process group of its own, which
/// a terminal's Ctrl-C never reaches.
enum ChildProcesses {
    private static let condition = NSCondition()
    nonisolated(unsafe) private static var running: Set<pid_t> = []
    nonisolated(unsafe) private static var stopping = false

    /// Runs `executable` with `arguments` (standard input /dev/null, standard output and error
    /// shared) and returns its exit status, or 128 + the signal that ended it.
    static func run(_ executable: String, _ arguments: [String]) throws(CLIFailure) -> Int32 {
        Console.flush()
        condition.lock()
        while stopping { condition.wait() }
        let pid: pid_t
        switch spawn(executable, arguments) {
        case .success(let started): pid = started
        case .failure(let failure):
            condition.unlock()
            throw .badInput("\(Console.escaped(executable)): cannot run it: \(CLIFailure.systemMessage(failure.code))")
        }
        running.insert(pid)
        condition.unlock()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        condition.lock()
        running.remove(pid)
        condition.broadcast()
        // An interruption under way ends this process once every child is gone.
        while stopping { condition.wait() }
        condition.unlock()
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Sends `signal` to every running child and waits until each has ended: SIGKILL after 10 s.
    /// No new child starts afterwards.
    static func stopAll(_ signal: Int32) {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        for pid in running { kill(pid, signal) }
        var deadline = Date().addingTimeInterval(10)
        while !running.isEmpty {
            if !condition.wait(until: deadline) {
                for pid in running { kill(pid, SIGKILL) }
                deadline = .distantFuture
            }
        }
    }

    private static func spawn(_ executable: String, _ arguments: [String]) -> Result<pid_t, SpawnFailure> {
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t? = nil
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var attributes = posix_spawnattr_t()
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer {
            posix_spawnattr_destroy(&attributes)
            posix_spawn_file_actions_destroy(&actions)
        }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        return code == 0 ? .success(pid) : .failure(SpawnFailure(code: code))
    }

    private struct SpawnFailure: Error { var code: Int32 }
}
