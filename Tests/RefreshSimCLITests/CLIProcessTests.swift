import Foundation
import Testing

/// The suite's way of running a program never stalls on the program's own output.
struct CLIProcessTests {
    /// A child that writes more than a pipe holds (64 KB) to standard error before it reads its
    /// standard input, which is more than a pipe holds too, and only then writes to standard
    /// output: every stream comes back whole. Reading standard output first, then standard error,
    /// with standard input written before either, the two sides waited on each other for ever;
    /// the launch runs on a thread of its own here, so that a stall fails this test instead of
    /// holding up the run.
    @Test func fullPipesOnEveryStreamDoNotStallTheChild() throws {
        let input = Data(repeating: UInt8(ascii: "i"), count: 200_000)
        let launched = OnItsOwnThread {
            try? CLIProcess.launch(
                URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c 200000 /dev/zero | tr '\\000' e >&2; wc -c; echo done"],
                standardInput: input)
        }
        let result = try #require(launched.result(within: 60) ?? nil, "the launch stalled on a full pipe")
        #expect(result.status == 0)
        #expect(result.stderr == String(repeating: "e", count: 200_000))
        #expect(result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["200000", "done"])
    }
}
