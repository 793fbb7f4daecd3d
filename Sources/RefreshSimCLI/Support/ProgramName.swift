import Foundation

/// The name the running executable was started as (`refreshsim`, or a user's own `feedsim` made
/// with `RefreshSimCommand.main(strategies:)`): help and `--version` speak of the tool that runs.
enum ProgramName {
    static let tool = "refreshsim"

    static var current: String {
        let path = CommandLine.arguments.first ?? tool
        let name = path.split(separator: "/").last.map(String.init) ?? tool
        return name.isEmpty ? tool : name
    }

    /// `refreshsim 0.2.0`, or `feedsim (refreshsim 0.2.0)`.
    static var versionLine: String {
        let own = "\(tool) \(RefreshSimCommand.version)"
        return current == tool ? own : "\(current) (\(own))"
    }

    /// Help text written for `refreshsim` with the running name in its example lines
    /// (`  refreshsim run …`) and quoted commands (`` `refreshsim sweep merge` ``).
    static func help(_ text: String) -> String {
        let name = current
        guard name != tool else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            let indent = line.prefix { $0 == " " }
            if !indent.isEmpty, line.dropFirst(indent.count).hasPrefix("\(tool) ") {
                line = indent + name + line.dropFirst(indent.count + tool.count)
            }
            return line.replacingOccurrences(of: "`\(tool) ", with: "`\(name) ")
        }.joined(separator: "\n")
    }
}
