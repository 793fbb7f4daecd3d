import Foundation
import Testing

/// One style: every Swift file of the project passes `swift format lint --strict` with the committed
/// `.swift-format` (`scripts/format --lint`, which names the files kept verbatim). Reformat with
/// `scripts/format`.
@Suite struct StyleLintTests {
    @Test func everySwiftFileIsInTheCommittedStyle() throws {
        let result = try CLIProcess.launch(
            CLIProcess.packageRoot.appendingPathComponent("scripts/format"), ["--lint"],
            in: CLIProcess.packageRoot)
        #expect(result.status == 0, "run scripts/format:\n\(result.stderr.suffix(4000))")
    }
}
