import Foundation
import RefreshSimPortKit

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
do {
    let summary = try PortCommand.run(input: URL(fileURLWithPath: arguments[0]), output: URL(fileURLWithPath: arguments[2]))
    print(summary)
} catch {
    fail("\(error)")
}
