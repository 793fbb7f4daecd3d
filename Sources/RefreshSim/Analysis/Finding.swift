/// One detected glitch.
public struct Finding: Sendable, Equatable {
    public enum Severity: String, Sendable, Equatable, Comparable {
        case info
        case warning
        case error

        private var rank: Int {
            switch self {
            case .info: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Glitch class name from `reference/glitches.md`, e.g. `offsetJump`.
    public var glitch: String
    public var time: Double
    public var frame: Int
    /// One sentence with the numbers.
    public var message: String
    public var severity: Severity
    /// In a scenario with a header and a footer, the one the finding concerns.
    public var component: RefreshComponent?

    /// The message with the component it concerns in front (`footer: …`), for text output.
    public var labelledMessage: String {
        guard let component else { return message }
        return "\(component.rawValue): \(message)"
    }

    public init(glitch: String, time: Double, frame: Int, message: String, severity: Severity,
                component: RefreshComponent? = nil) {
        self.glitch = glitch
        self.time = time
        self.frame = frame
        self.message = message
        self.severity = severity
        self.component = component
    }
}

/// The judgement of one timeline.
public struct Analysis: Sendable, Equatable {
    public var findings: [Finding]
    /// Refreshes and load-mores started and ended, and the deepest pull.
    public var activity: RefreshActivity

    public init(findings: [Finding], activity: RefreshActivity = RefreshActivity()) {
        self.findings = findings
        self.activity = activity
    }

    /// `smooth` when nothing of severity error was found.
    public var verdict: Verdict {
        findings.contains { $0.severity == .error } ? .janky : .smooth
    }

    /// The distinct glitch classes found, sorted.
    public var glitchClasses: [String] {
        Array(Set(findings.map(\.glitch))).sorted()
    }
}
