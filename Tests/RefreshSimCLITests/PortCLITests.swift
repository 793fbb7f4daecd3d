import Foundation
import Testing

/// `refreshsim port` finds its tool or says how to get it. (The tool itself is built and run on
/// PullKit by PortToolPackageTests.)
struct PortCLITests {
    @Test func aMissingToolIsBadInputNamingTheVariable() throws {
        let result = try CLIProcess.run(
            ["port", "Examples/PullKit/Original/PullKit", "-o", "/tmp/refreshsim-port-never"],
            in: CLIProcess.packageRoot, environment: ["REFRESHSIM_PORT": "/nonexistent/refreshsim-port"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("REFRESHSIM_PORT: /nonexistent/refreshsim-port is not an executable file"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/refreshsim-port-never"))
    }

    /// Issue 35 item 13 and issue 38 item 8: with no tool beside refreshsim, on PATH or named, port
    /// says how to install it and builds nothing (it once ran `swift build` in the checkout path
    /// baked in at compile time).
    @Test func aMissingToolIsNeverBuiltAndTheMessageSaysHowToInstallIt() throws {
        let folder = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLIProcess.run(
            ["port", "Examples/PullKit/Original/PullKit", "-o", folder.appendingPathComponent("out").path],
            in: CLIProcess.packageRoot, environment: ["REFRESHSIM_PORT": "", "PATH": "/usr/bin:/bin"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("refreshsim-port was not found beside refreshsim"), "\(result.stderr)")
        #expect(result.stderr.contains("scripts/install"), "\(result.stderr)")
        #expect(!result.stderr.contains("building"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: CLIProcess.packageRoot.appendingPathComponent(".build-port").path))
    }

    @Test func helpDescribesTheEdits() throws {
        let result = try CLIProcess.run(["port", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("needs a hand edit"))
    }
}
