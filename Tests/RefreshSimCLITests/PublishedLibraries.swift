import Foundation
import Testing

/// The published libraries `Examples/PublishedLibraries` runs, from its `libraries.pins`: their
/// code is their authors', so it is not in this repository. `scripts/fetch-libraries` clones each
/// at its pinned commit into `$REFRESHSIM_LIBRARIES` (default `.libraries/` in the checkout) as
/// `<owner>+<name>`; the suite reads them from there, ports them into the example with `port`
/// alone, and reports itself skipped, naming that script, when a clone is absent.
struct PublishedLibrary: Sendable {
    /// The module the example builds it as (`Sources/<module>`).
    var module: String
    var repository: String
    /// The full commit hash the clone must be at.
    var commit: String
    /// Its sources' folder inside the clone, the one `port` is given.
    var folder: String

    static let example = "Examples/PublishedLibraries"

    static let all: [PublishedLibrary] = {
        let pins = CLIProcess.packageRoot.appendingPathComponent("\(example)/libraries.pins")
        let text = (try? String(contentsOf: pins, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 4 else { return nil }
            return PublishedLibrary(module: fields[0], repository: fields[1], commit: fields[2], folder: fields[3])
        }
    }()

    static let clones: URL = {
        if let folder = ProcessInfo.processInfo.environment["REFRESHSIM_LIBRARIES"], !folder.isEmpty {
            return URL(fileURLWithPath: folder, relativeTo: CLIProcess.packageRoot)
        }
        return CLIProcess.packageRoot.appendingPathComponent(".libraries")
    }()

    /// Where `scripts/fetch-libraries` clones it: `<owner>+<name>`.
    var clone: URL {
        let path = repository.replacingOccurrences(of: "https://github.com/", with: "")
        return Self.clones.appendingPathComponent(path.replacingOccurrences(of: "/", with: "+"))
    }

    var isPresent: Bool { FileManager.default.fileExists(atPath: clone.appendingPathComponent(folder).path) }

    static var allPresent: Bool { !all.isEmpty && all.allSatisfy(\.isPresent) }

    /// The skip's reason, shown in the test summary.
    static var absence: Comment {
        let missing = all.filter { !$0.isPresent }.map { "\($0.repository) @ \($0.commit.prefix(7))" }
        return Comment(
            rawValue: "published libraries not run: \(missing.joined(separator: ", ")) not cloned in \(clones.path); "
                + "run scripts/fetch-libraries (or set REFRESHSIM_LIBRARIES to a folder of such clones)")
    }

    /// The commit the clone is checked out at, if it is a git clone.
    func checkedOutCommit() throws -> String {
        let git = try CLIProcess.launch(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", clone.path, "rev-parse", "HEAD"])
        return git.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `refreshsim port <clone>/<folder> -o <output>` with the port tool built for the suite.
    func port(into output: URL) throws -> CLIResult {
        try? FileManager.default.removeItem(at: output)
        let build = try PortToolPackageTests.tool.swift(["build", "--product", "refreshsim-port"] + PortToolPackageTests.tool.arguments)
        try #require(build.status == 0, "\(build.output.suffix(4000))")
        let tool = URL(fileURLWithPath: PortToolPackageTests.scratch).appendingPathComponent("debug/refreshsim-port")
        return try CLIProcess.run(
            ["port", clone.appendingPathComponent(folder).path, "-o", output.path],
            in: CLIProcess.packageRoot, environment: ["REFRESHSIM_PORT": tool.path])
    }

    /// Ports every library into the example's `Sources/<module>`, where its Package.swift builds
    /// them from; each must be at its pinned commit and need no hand edit.
    static func portIntoTheExample() throws {
        for library in all {
            try #require(
                try library.checkedOutCommit() == library.commit,
                "\(library.clone.path) is not at \(library.commit): run scripts/fetch-libraries")
            let ported = try library.port(into: CLIProcess.packageRoot.appendingPathComponent("\(example)/Sources/\(library.module)"))
            try #require(ported.status == 0, "\(ported.stderr)")
            try #require(ported.stdout.hasSuffix("; 0 need a hand edit\n"), "\(library.module): \(ported.stdout.suffix(2000))")
        }
    }
}
