/// What a user can name in a scenario file, with one line each: `refreshsim list` prints these and
/// the schema uses them as descriptions.
public enum Catalogue {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var summary: String

        public init(name: String, summary: String) {
            self.name = name
            self.summary = summary
        }
    }

    /// `strategy.kind` values, in the vocabulary's order.
    public static func strategies(_ vocabulary: Vocabulary) -> [Entry] {
        vocabulary.strategies.map { Entry(name: $0.name, summary: $0.summary) }
    }

    /// `loader.kind` values, in the vocabulary's order.
    public static func loaders(_ vocabulary: Vocabulary) -> [Entry] {
        vocabulary.loaders.map { Entry(name: $0.name, summary: $0.summary) }
    }

    /// `analysis` keys.
    public static var thresholds: [Entry] {
        GlitchThresholds.fields.fields.map { Entry(name: $0.key, summary: $0.summary) }
    }
    /// Every field's allowed values, and the rules across fields (`ScenarioLimits.rules`).
    public static func limits(_ vocabulary: Vocabulary) -> [Entry] {
        ScenarioLimits.rules(vocabulary).map { Entry(name: $0.field, summary: $0.rule) }
    }

    /// `device` presets.
    public static var devices: [Entry] {
        DevicePreset.all.map { preset in
            let device = preset.device()
            return Entry(
                name: preset.name,
                summary: "\(Format.shortest(preset.width))×\(Format.shortest(preset.height)) pt @\(Format.shortest(preset.scale))x, "
                    + "top inset \(Format.shortest(device.topInset)) with a navigation bar, bottom \(Format.shortest(device.bottomInset)), "
                    + "\(Format.shortest(preset.refreshRate)) Hz")
        }
    }

    /// `actions[].call` names.
    public static func appCalls(_ vocabulary: Vocabulary) -> [Entry] {
        vocabulary.appCalls.map { Entry(name: $0.name, summary: $0.summary) }
    }

    /// `reactions[].on` names, with their options.
    public static var reactionEvents: [Entry] {
        ReactionEventKind.all.map { event in
            let options = event.options.map(\.key)
            return Entry(name: event.name, summary: event.summary + (options.isEmpty ? "" : " (\(options.joined(separator: ", ")))"))
        }
    }

    /// `contentInset.adjustmentBehavior` values.
    public static var adjustmentBehaviors: [Entry] {
        ContentInsetAdjustmentBehavior.allCases.map { behavior in
            Entry(
                name: behavior.rawValue,
                summary: behavior == .never
                    ? "adjustedContentInset = contentInset: the content starts under the bars"
                    : "adjustedContentInset = contentInset + safe area (a table view under a navigation or tab bar)")
        }
    }

    public static var glitchClasses: [Entry] {
        GlitchClass.allCases.map { Entry(name: $0.rawValue, summary: $0.summary) }
    }
}
