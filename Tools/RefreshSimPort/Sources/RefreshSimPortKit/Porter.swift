import SwiftParser
import SwiftSyntax

/// Ports a set of Swift files: parses all of them, learns the project's facts, then makes each
/// file's edits on its syntax tree. Every byte outside an edit stays as it was.
public enum Porter {
    /// - Parameter onMac: also list the edits a Mac needs (its `WebKit` and `QuartzCore` are Apple's).
    public static func port(files: [(path: String, source: String)], onMac: Bool = Porter.runningOnMac) -> [PortedFile] {
        let trees = files.map { (path: $0.path, tree: Parser.parse(source: $0.source)) }
        let facts = ProjectFacts(files: trees)
        var perFile: [(edits: [Edit], hand: [HandEdit])] = []
        var notes: [[StandInNote]] = []
        for (file, parsed) in zip(files, trees) {
            let converter = SourceLocationConverter(fileName: file.path, tree: parsed.tree)
            let collector = EditCollector(facts: facts, converter: converter, source: file.source, onMac: onMac)
            collector.walk(parsed.tree)
            perFile.append((collector.edits, collector.handEdits))
            let noter = StandInNoteCollector(facts: facts, converter: converter)
            noter.walk(parsed.tree)
            notes.append(noter.notes)
        }
        moveOverriddenExtensionMembers(facts: facts, files: files, perFile: &perFile)
        return zip(zip(files, perFile), notes).map { pair, notes in
            let (file, result) = pair
            let (text, kept, dropped) = apply(result.edits, to: file.source)
            return PortedFile(
                path: file.path, original: file.source, text: text, edits: kept,
                handEdits: (result.hand + dropped).sorted { $0.line < $1.line }, notes: notes)
        }
    }

    public static var runningOnMac: Bool {
        #if os(macOS)
            true
        #else
            false
        #endif
    }

    /// A member declared in an extension cannot be overridden without Objective-C: one that a class
    /// overrides moves into the body of its class, when the sources declare that class. The edits
    /// inside it travel with it.
    private static func moveOverriddenExtensionMembers(
        facts: ProjectFacts, files: [(path: String, source: String)],
        perFile: inout [(edits: [Edit], hand: [HandEdit])]
    ) {
        for member in facts.overriddenExtensionMembers {
            let source = Array(files[member.file].source.utf8)
            guard let body = facts.classes[member.typeName] else {
                perFile[member.file].hand.append(
                    HandEdit(
                        line: member.line,
                        reason: member.isOverride
                            ? "override written in an extension of `\(member.typeName)`, which these sources do not declare: without Objective-C an override must be in the class body"
                            : "overridden member declared in an extension of `\(member.typeName)`, which these sources do not declare: only members in a class body can be overridden without Objective-C",
                        snippet: String(decoding: source[member.start..<member.end], as: UTF8.self).condensed()))
                continue
            }
            // The edits inside the member go with it.
            let inside = perFile[member.file].edits.filter { $0.start >= member.start && $0.end <= member.end }
            perFile[member.file].edits.removeAll { $0.start >= member.start && $0.end <= member.end }
            let shifted = inside.map {
                Edit(start: $0.start - member.start, end: $0.end - member.start, replacement: $0.replacement, line: $0.line, rule: $0.rule)
            }
            let text = apply(shifted, to: String(decoding: source[member.start..<member.end], as: UTF8.self)).text
            perFile[member.file].edits.append(
                Edit(start: member.start, end: member.end, replacement: "", line: member.line, rule: .movedOverride))
            perFile[body.file].edits.append(
                Edit(start: body.insertAt, end: body.insertAt, replacement: text, line: body.line, rule: .movedOverride))
            // Still reported where they were written.
            perFile[member.file].edits += inside.map {
                var reported = Edit(start: -1, end: -1, replacement: $0.replacement, line: $0.line, rule: $0.rule)
                reported.movedOld = String(decoding: source[$0.start..<$0.end], as: UTF8.self)
                return reported
            }
        }
    }

    /// Applies non-overlapping edits; an edit overlapping an earlier one is not made but listed as a
    /// hand edit (never a guess). Edits with a negative start were made elsewhere (moved with their
    /// member) and are only reported.
    static func apply(_ edits: [Edit], to source: String) -> (text: String, kept: [Edit], dropped: [HandEdit]) {
        let bytes = Array(source.utf8)
        let sorted = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var output: [UInt8] = []
        var cursor = 0
        var kept: [Edit] = []
        var dropped: [HandEdit] = []
        for edit in sorted {
            if edit.start < 0 {
                kept.append(edit)
                continue
            }
            guard edit.start >= cursor else {
                dropped.append(
                    HandEdit(
                        line: edit.line, reason: "two edits overlap here (\(edit.rule.rawValue)): make this one by hand",
                        snippet: String(decoding: bytes[edit.start..<edit.end], as: UTF8.self).condensed()))
                continue
            }
            output += bytes[cursor..<edit.start]
            output += Array(edit.replacement.utf8)
            cursor = edit.end
            kept.append(edit)
        }
        output += bytes[cursor...]
        return (String(decoding: output, as: UTF8.self), kept.sorted { $0.line < $1.line }, dropped)
    }
}

extension PortedFile {
    /// The report's lines for this file: each edit as `path:line: old → new` and each place that
    /// needs a hand edit.
    public func reportLines() -> [String] {
        let bytes = Array(original.utf8)
        var lines: [String] = []
        for edit in edits {
            let old = edit.start >= 0 ? String(decoding: bytes[edit.start..<edit.end], as: UTF8.self) : ""
            switch (edit.rule, old.isEmpty, edit.replacement.isEmpty) {
            case (.movedOverride, true, false):
                lines.append("\(path):\(edit.line): + \(edit.replacement.condensed()) (moved into the class body)")
            case (.movedOverride, false, true):
                lines.append("\(path):\(edit.line): \(old.condensed()) → (moved into its class's body)")
            default:
                let shown = (edit.movedOld ?? old).condensed()
                lines.append("\(path):\(edit.line): \(shown) → \(edit.replacement.isEmpty ? "(removed)" : edit.replacement.condensed())")
            }
        }
        for hand in handEdits {
            lines.append("\(path):\(hand.line): needs a hand edit: \(hand.reason): \(hand.snippet)")
        }
        return lines
    }

    /// What the stand-in makes of the code's observations and entry points, one line each.
    public func noteLines() -> [String] {
        notes.map { "\(path):\($0.line): \($0.text)" }
    }
}
