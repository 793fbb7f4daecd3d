import Foundation
import Testing

/// scripts/release-build links the executable's most-run functions next to each other, in the
/// order scripts/function-order.list gives (scripts/function-order). Here on a small C program
/// linked as the release build is: the flag the script prints makes the linker put the listed
/// functions together and in order, and the script's check tells a binary linked that way from
/// one that is not.
struct FunctionOrderTests {
    /// Five functions, two listed; the three between them are large enough that, left where
    /// they are, the listed two are far apart.
    static let program = """
        volatile int sink;
        void first(void) { \(String(repeating: "sink += sink * 2; ", count: 60)) }
        void large_one(void) { \(String(repeating: "sink += sink * 3; ", count: 300)) }
        void large_two(void) { \(String(repeating: "sink += sink * 5; ", count: 300)) }
        void large_three(void) { \(String(repeating: "sink += sink * 7; ", count: 300)) }
        void last(void) { \(String(repeating: "sink += sink * 9; ", count: 60)) }
        int main(void) { first(); large_one(); large_two(); large_three(); last(); return sink; }
        """

    static func script(_ arguments: [String], list: URL) throws -> CLIResult {
        try CLIProcess.launch(
            CLIProcess.packageRoot.appendingPathComponent("scripts/function-order"), arguments,
            environment: ["REFRESHSIM_FUNCTION_ORDER_LIST": list.path])
    }

    /// Where each function of `binary` starts, by name.
    static func addresses(_ binary: URL) throws -> [String: Int] {
        let symbols = try CLIProcess.launch(URL(fileURLWithPath: "/usr/bin/env"), ["nm", "-t", "d", binary.path]).stdout
        var addresses: [String: Int] = [:]
        for line in symbols.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 3, let address = Int(fields[0]) { addresses[String(fields[2])] = address }
        }
        return addresses
    }

    /// Whether the linker swiftc links with takes a function order (gold, GNU ld 2.43 on, lld).
    static let linkerTakesAnOrder: Bool = {
        guard CLIProcess.onLinux, let folder = try? CLIProcess.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("order.list")
        guard (try? "main\n".write(to: list, atomically: true, encoding: .utf8)) != nil,
            let flags = try? script(["--linker-flags"], list: list)
        else { return false }
        return flags.status == 0 && !flags.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }()

    @Test(
        .enabled(if: CLIProcess.onLinux, "the release build orders functions on Linux only"),
        .enabled(if: linkerTakesAnOrder, "this machine's linker takes no function order (neither gold, GNU ld 2.43 nor lld)"))
    func theListedFunctionsAreLinkedTogetherInTheirOrderAndTheCheckSeesIt() throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("program.c")
        try Self.program.write(to: source, atomically: true, encoding: .utf8)
        let list = folder.appendingPathComponent("order.list")
        try "# listed last first\nlast\nfirst\n".write(to: list, atomically: true, encoding: .utf8)

        let flags = try Self.script(["--linker-flags"], list: list)
        try #require(flags.status == 0, "\(flags.stderr)")
        let linkerFlags = flags.stdout.split(whereSeparator: \.isWhitespace).map(String.init)
        try #require(!linkerFlags.isEmpty, "\(flags.stderr)")

        let clang = "clang"
        var binaries: [String: URL] = [:]
        for (name, extra) in [("ordered", linkerFlags), ("as-compiled", [])] {
            let binary = folder.appendingPathComponent(name)
            let built = try CLIProcess.launch(
                URL(fileURLWithPath: "/usr/bin/env"), [clang, "-O1", "-ffunction-sections", source.path, "-o", binary.path] + extra)
            try #require(built.status == 0, "\(built.stderr)")
            binaries[name] = binary
        }

        let ordered = try Self.addresses(try #require(binaries["ordered"]))
        let last = try #require(ordered["last"])
        let first = try #require(ordered["first"])
        #expect(last < first, "the list names `last` first")
        let between = ordered.filter { ["large_one", "large_two", "large_three"].contains($0.key) && $0.value > last && $0.value < first }
        #expect(between.isEmpty, "\(between.keys.sorted()) linked between the listed functions")

        let together = try Self.script(["--check", try #require(binaries["ordered"]).path], list: list)
        #expect(together.status == 0 && together.stderr.isEmpty, "\(together.stderr)")
        let apart = try Self.script(["--check", try #require(binaries["as-compiled"]).path], list: list)
        #expect(apart.status == 0 && apart.stderr.contains("of the listed functions' code is together"), "\(apart.stderr)")
    }
}
