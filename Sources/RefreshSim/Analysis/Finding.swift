/// One detected glitch: its class, when, and the evidence its message is rendered from.
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

    /// The class from `reference/glitches.md`.
    public var glitch: GlitchClass
    public var time: Double
    public var frame: Int
    /// The numbers behind the finding; `text(_:)` renders them.
    public var evidence: Evidence
    public var severity: Severity
    /// In a scenario with a header and a footer, the one the finding concerns.
    public var component: RefreshComponent?

    public init(
        _ glitch: GlitchClass, time: Double, frame: Int, evidence: Evidence, severity: Severity = .error,
        component: RefreshComponent? = nil
    ) {
        self.glitch = glitch
        self.time = time
        self.frame = frame
        self.evidence = evidence
        self.severity = severity
        self.component = component
    }

    /// The same finding: class, frame and evidence (times and numbers included), whatever its
    /// component or severity.
    func isSame(as other: Finding) -> Bool {
        glitch == other.glitch && frame == other.frame && evidence == other.evidence
    }
}

/// The judgement of one timeline.
public struct Analysis: Sendable, Equatable {
    public var findings: [Finding]
    /// Refreshes and load-mores started and ended, and the deepest pull.
    public var activity: RefreshActivity
    /// Late frames and the hitch time ratio, for a run with main-thread costs.
    public var hitches: HitchSummary?

    public init(findings: [Finding], activity: RefreshActivity = RefreshActivity(), hitches: HitchSummary? = nil) {
        self.findings = findings
        self.activity = activity
        self.hitches = hitches
    }

    /// `smooth` when nothing of severity error was found.
    public var verdict: Verdict {
        findings.contains { $0.severity == .error } ? .janky : .smooth
    }

    /// The distinct glitch classes found.
    public var glitchClasses: Set<GlitchClass> { Set(findings.map(\.glitch)) }

    /// The findings of one class, in time order.
    public func findings(_ glitch: GlitchClass) -> [Finding] { findings.filter { $0.glitch == glitch } }
}
