import Foundation

/// Runs `Tests/Support/validate_with_jsonschema.py` (Python's `jsonschema`) over documents.
enum JSONSchemaValidator {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Per document of the JSON array `documents`, the validator's error messages.
    static func validate(_ documents: String, against schema: String) throws -> [[String]] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("refreshsim-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemaFile = directory.appendingPathComponent("scenario.schema.json")
        try Data(schema.utf8).write(to: schemaFile)
        let script = ScenarioFixtures.packageRoot.appendingPathComponent("Tests/Support/validate_with_jsonschema.py")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, schemaFile.path]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(documents.utf8))
        try input.fileHandleForWriting.close()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "jsonschema exited \(process.terminationStatus) (scripts/ensure-system-packages installs it): \(complaint)")
        }
        guard let results = try JSONSerialization.jsonObject(with: answer) as? [[String]] else {
            throw Failure(description: "jsonschema answered something else: \(String(decoding: answer, as: UTF8.self))")
        }
        return results
    }
}
