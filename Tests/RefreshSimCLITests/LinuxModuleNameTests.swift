import Foundation
import Testing

/// On Linux the package has modules named like Apple's (`ObjectiveC`, `CoreGraphics`, `ImageIO`…;
/// Package.swift's `uiKitTargets`). SwiftPM puts every built module on every target's search path,
/// so `canImport(ObjectiveC)` in the package's own code turns true on Linux as soon as that module
/// has been built once — an incremental build would then compile the Mac branch. Platform checks
/// use `canImport(Darwin)`; and `port`, which wraps imports of modules it does not know in
/// `#if canImport(…)`, must know all of these.
struct LinuxModuleNameTests {
    /// The names in Package.swift's Linux `uiKitTargets`, and the Testing overlays beside them.
    static let modules: [String] = {
        let manifest = (try? String(contentsOf: CLIProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        guard let start = manifest.range(of: "let uiKitTargets = ["), let end = manifest[start.upperBound...].range(of: "]") else {
            return []
        }
        return manifest[start.upperBound..<end.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"")))
        }.filter { !$0.isEmpty }
    }()

    @Test func theManifestNamesTheModules() {
        #expect(Self.modules.contains("ObjectiveC") && Self.modules.contains("CoreGraphics") && Self.modules.count >= 8, "\(Self.modules)")
    }

    @Test func noOwnSourceTestsCanImportOfAModuleThePackageDefines() throws {
        let root = CLIProcess.packageRoot
        var found: [String] = []
        for folder in ["Sources", "Tests", "Examples", "Tools", "Benchmarks"] {
            guard let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") && !path.contains(".build") && !path.contains("Fixtures/") {
                let text = try String(contentsOf: root.appendingPathComponent("\(folder)/\(path)"), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { continue }
                    for module in Self.modules where line.contains("canImport(\(module))") {
                        found.append("\(folder)/\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        #expect(found.isEmpty, "use canImport(Darwin) for the platform:\n\(found.joined(separator: "\n"))")
    }

    @Test func portKnowsEveryModuleThePackageDefines() throws {
        let table = try String(
            contentsOf: CLIProcess.packageRoot.appendingPathComponent("Tools/RefreshSimPort/Sources/RefreshSimPortKit/ModuleImports.swift"),
            encoding: .utf8)
        for module in Self.modules {
            #expect(table.contains("\"\(module)\""), "port's ModuleImports.standIn lacks \(module)")
        }
    }
}
