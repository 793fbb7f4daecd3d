import Foundation

/// The run's event sequence as a baseline (`<name>.events.json`): each event's name, facts and
/// time. A check reports the behaviour change in words: which events appeared, which vanished,
/// and which moved and by how much, ignoring moves within `timeTolerance`.
///
/// Events are matched by name and facts, the k-th occurrence in the baseline with the k-th now,
/// so a load that ends 0.1 s later is one moved `refreshEnd`, not one vanished and one new.
public struct EventsBaseline: BaselineComparison {
    public struct Entry: Codable, Equatable, Sendable {
        public var event: String
        /// The event's facts, `key=value` in key order (empty when it has none).
        public var facts: String
        public var time: Double
        public var frame: Int
    }

    struct File: Codable, Equatable {
        var scenario: String
        var events: [Entry]
    }

    /// Seconds an event may move without counting as a change.
    public var timeTolerance: Double
    /// At most this many lines per check; the rest are counted.
    public var maxLines = 20

    public init(timeTolerance: Double = 0.02) {
        self.timeTolerance = timeTolerance
    }

    public var kind: String { "events" }

    public func fileName(for scenarioName: String) -> String { "\(scenarioName).events.json" }

    public func artifact(for run: ScenarioRun) -> [UInt8] {
        let entries = run.timeline.events.map { event -> Entry in
            let facts: [String] = event.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return Entry(
                event: event.name, facts: facts.joined(separator: " "),
                time: (event.time * 1e6).rounded() / 1e6, frame: event.frame)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings and numbers only: encoding cannot fail.
        let data = (try? encoder.encode(File(scenario: run.scenario.name, events: entries))) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }

    public func differences(recorded: [UInt8], current: [UInt8], scenarioName: String) -> [String] {
        guard let now = try? JSONDecoder().decode(File.self, from: Data(current)) else {
            return ["events: the current events could not be encoded"]
        }
        guard let then = try? JSONDecoder().decode(File.self, from: Data(recorded)) else {
            return ["events: the recorded baseline is not an events file; record it again with --record"]
        }
        let lines = Self.changes(from: then.events, to: now.events, tolerance: timeTolerance)
        guard lines.count > maxLines else { return lines }
        return Array(lines.prefix(maxLines)) + ["events: … and \(lines.count - maxLines) more changes"]
    }

    /// The changes in time order of where they happen now (vanished ones where they were).
    static func changes(from then: [Entry], to now: [Entry], tolerance: Double) -> [String] {
        var thenByKey: [String: [Entry]] = [:]
        var nowByKey: [String: [Entry]] = [:]
        for entry in then { thenByKey[key(entry), default: []].append(entry) }
        for entry in now { nowByKey[key(entry), default: []].append(entry) }
        var changes: [(time: Double, text: String)] = []
        for key in Set(thenByKey.keys).union(nowByKey.keys) {
            let before = thenByKey[key] ?? []
            let after = nowByKey[key] ?? []
            for (old, new) in zip(before, after) where abs(new.time - old.time) > tolerance {
                let delta = new.time - old.time
                changes.append(
                    (
                        new.time,
                        "events: moved: \(label(new)) \(seconds(old.time)) → \(seconds(new.time)) (\(delta > 0 ? "+" : "−")\(Format.fixed(abs(delta), 3)) s)"
                    ))
            }
            for old in before.dropFirst(after.count) {
                changes.append((old.time, "events: vanished: \(label(old)) at \(seconds(old.time))"))
            }
            for new in after.dropFirst(before.count) {
                changes.append((new.time, "events: appeared: \(label(new)) at \(seconds(new.time))"))
            }
        }
        return changes.sorted { ($0.time, $0.text) < ($1.time, $1.text) }.map(\.text)
    }

    private static func key(_ entry: Entry) -> String { entry.event + " " + entry.facts }

    private static func label(_ entry: Entry) -> String {
        entry.facts.isEmpty ? entry.event : "\(entry.event) (\(entry.facts))"
    }

    private static func seconds(_ time: Double) -> String { "\(Format.fixed(time, 3)) s" }
}
