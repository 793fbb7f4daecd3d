import Foundation
import Testing

/// `refreshsim port` finds its tool or says how to get it. (The tool itself is built and run on
/// PullKit by PortToolPackageTests.)
@Suite struct PortCLITests {
    @Test func aMissingToolIsBadInputNamingTheVariable() throws {
        let result = try CLIProcess.run(
            ["port", "Examples/PullKit/Original/PullKit", "-o", "/tmp/refreshsim-port-never"],
            in: CLIProcess.packageRoot, environment: ["REFRESHSIM_PORT": "/nonexistent/refreshsim-port"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("REFRESHSIM_PORT: /nonexistent/refreshsim-port is not an executable file"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/refreshsim-port-never"))
    }

    @Test func helpDescribesTheEdits() throws {
        let result = try CLIProcess.run(["port", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("needs a hand edit"))
    }
}
