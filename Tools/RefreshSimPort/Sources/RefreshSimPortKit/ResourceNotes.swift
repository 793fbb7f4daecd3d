/// What SwiftPM must be told about the files `port` copied that are not Swift, as report lines
/// (`port` copies them as they are; a library's own project builds them, a package has to declare
/// them). Without these lines ESPullToRefresh's and CRRefresh's folders stop at the manifest:
/// - a `.bundle` folder is copied whole, `resources: [.copy("…")]`: left to SwiftPM, the
///   `.lproj` folders inside two bundles clash by name;
/// - a `.lproj` folder elsewhere is a localized resource, which needs `defaultLocalization:`;
/// - any other file is declared in `resources:` or `exclude:`, or SwiftPM warns about it.
enum ResourceNotes {
    static func lines(for paths: [String]) -> [String] {
        var bundles: [String] = []
        var localized: [String] = []
        var others: [String] = []
        for path in paths where !path.hasSuffix(".swift") {
            let components = path.split(separator: "/").map(String.init)
            if let bundle = components.firstIndex(where: { $0.hasSuffix(".bundle") }) {
                let folder = components[...bundle].joined(separator: "/")
                if !bundles.contains(folder) { bundles.append(folder) }
            } else if let lproj = components.firstIndex(where: { $0.hasSuffix(".lproj") }) {
                let folder = components[...lproj].joined(separator: "/")
                if !localized.contains(folder) { localized.append(folder) }
            } else {
                others.append(path)
            }
        }
        var lines = bundles.map { "\($0): a resource bundle: in Package.swift, resources: [.copy(\"\($0)\")]" }
        if !localized.isEmpty {
            lines.append(
                "\(localized.joined(separator: ", ")): localized resources: in Package.swift, defaultLocalization: \"en\" (or the library's language)"
            )
        }
        lines += others.map { "\($0): not Swift: in Package.swift, resources: [.process(\"\($0)\")] or exclude: [\"\($0)\"]" }
        return lines
    }
}
