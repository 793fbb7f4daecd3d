/// One entry of `expect.notSimulated`: a kind of `notSimulated` event the scenario knows its run
/// has (`"wallClockWait"`: any of that kind), or one thing of that kind (`"observation
/// UILabel.text"`, `"api UIScrollView.isPagingEnabled"`: the label `run` prints). A run's
/// `notSimulated` events must each match an entry, and each entry must match one: an entry whose
/// event stopped coming is stale, and `check` says so.
public struct NotSimulatedExpectation: Sendable, Equatable {
    public var kind: NotSimulated.Kind
    /// nil: every event of the kind.
    public var subject: String?

    public init(_ kind: NotSimulated.Kind, _ subject: String? = nil) {
        self.kind = kind
        self.subject = subject
    }

    public func matches(_ event: NotSimulated) -> Bool {
        event.kind == kind && (subject == nil || subject == event.subject)
    }

    /// As written in the file.
    public var label: String { subject.map { "\(kind.rawValue) \($0)" } ?? kind.rawValue }

    /// Parses `kind` or `kind subject` (one space between); nil with the kinds to choose from.
    public static func parse(_ text: String) -> Result<NotSimulatedExpectation, Unknown> {
        let parts = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard let kind = NotSimulated.Kind(rawValue: String(parts[0])) else { return .failure(Unknown(kind: String(parts[0]))) }
        guard parts.count == 2 else { return .success(NotSimulatedExpectation(kind)) }
        let subject = String(parts[1])
        guard !subject.isEmpty, subject.allSatisfy({ !$0.isWhitespace }) else { return .failure(Unknown(kind: nil)) }
        return .success(NotSimulatedExpectation(kind, subject))
    }

    /// Why an entry did not parse: an unknown kind, or (kind nil) a subject that is empty or has spaces.
    public struct Unknown: Error, Equatable {
        public var kind: String?
    }
}

/// `check`'s comparison of a run's `notSimulated` events with `expect.notSimulated` (nil: the
/// scenario expects none). A run that leaves something out fails unless its scenario says so.
public enum NotSimulatedCheck {
    public static func differences(_ expected: [NotSimulatedExpectation]?, _ timeline: Timeline) -> [String] {
        let events = timeline.notSimulated
        let entries = expected ?? []
        var result: [String] = []
        var seen: Set<String> = []
        for event in events where !entries.contains(where: { $0.matches(event.what) }) {
            guard seen.insert(event.what.label).inserted else { continue }
            result.append(
                "notSimulated: \(event.what.label) at \(Format.duration(event.time)) (\(event.what.sentence)); not in expect.notSimulated")
        }
        for entry in entries where !events.contains(where: { entry.matches($0.what) }) {
            result.append("notSimulated: expected \(entry.label), not reported by this run")
        }
        return result
    }
}
