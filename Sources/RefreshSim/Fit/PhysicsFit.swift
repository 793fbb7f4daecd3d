import Foundation

/// The scroll physics fitted to recordings: the deceleration rate, the rubber band's coefficient
/// and dimension, the recoil spring's stiffness and damping ratio (all shared), and each
/// release's velocity and each trace's clock offset (its own), by least squares over every
/// frame of every motion (`TraceMotions`) against the engine's own closed forms: the
/// deceleration and recoil of `BouncingSimulation`, the rubber band of `RubberBand`.
///
/// A parameter the recordings cannot tell is not fitted and not printed: the deceleration rate
/// needs a fling that decelerates inside the range, the spring a release past an edge, the rubber
/// band a drag past one, and its dimension a drag long enough (past a fifth of the dimension) to
/// bend the curve.
public struct PhysicsFit: Sendable {
    /// The fitted values; nil where the recordings hold nothing to fit it by.
    public struct Physics: Sendable, Equatable {
        public var decelerationRate: Double?
        public var rubberBandCoefficient: Double?
        public var rubberBandDimension: Double?
        public var recoilStiffness: Double?
        public var recoilDampingRatio: Double?
    }

    /// One trace's part: its releases' velocities, its clock offset and how well it fits.
    public struct TraceResult: Sendable, Equatable {
        public var name: String
        /// pt/s, in the content's direction (as `willEndDragging` reports it).
        public var releaseVelocities: [Double]
        /// How far the trace's timestamps lag the motion they show (ms); 0 when not fitted.
        public var clockOffset: Double
        public var stretchCount: Int
        public var releaseCount: Int
        /// |recorded − fitted| over every fitted frame (pt).
        public var maxResidual: Double
        public var rmsResidual: Double
        public var sampleCount: Int
        /// The fitted offset at each fitted frame's time (s).
        public var fitted: [(time: Double, offset: Double)]

        public static func == (a: Self, b: Self) -> Bool {
            a.name == b.name && a.releaseVelocities == b.releaseVelocities && a.clockOffset == b.clockOffset
                && a.maxResidual == b.maxResidual && a.rmsResidual == b.rmsResidual
        }
    }

    public var physics: Physics
    public var traces: [TraceResult]
    /// What could not be fitted, and why, one sentence each.
    public var notes: [String]

    /// How a trace's timestamps may lag the motion they show. A recorder whose callbacks stamp
    /// time at different call sites has an offset (the iOS 26.5 recordings' is about a frame);
    /// the stand-in's and RefreshSimRecorder's display-link timestamps have none to speak of.
    public enum ClockOffsets: Sendable, Equatable {
        /// Each trace's own, fitted (up to two frames either way).
        case perTrace
        /// One for every trace, fitted: they came from one recorder.
        case shared
        /// Given, in ms, for every trace.
        case fixed(Double)
    }

    public init(_ traces: [Trace], clockOffsets: ClockOffsets = .perTrace) {
        let motions = TraceMotions(traces)
        var layout = ParameterLayout(motions: motions, traces: traces, clockOffsets: clockOffsets)
        let solved = LevenbergMarquardt().minimize(layout.parameters) { layout.residuals($0) }.parameters
        layout.values = solved
        physics = layout.physics
        notes = layout.notes
        self.traces = traces.enumerated().map { index, trace in layout.result(trace: index, name: trace.name) }
    }

    /// The `physics` block to paste into a scenario, as JSON text (`recoil` is the spring's model).
    public var physicsJSON: JSONValue {
        var members: [(String, JSONValue)] = []
        func add(_ key: String, _ value: Double?, digits: Double) {
            guard let value else { return }
            members.append((key, .number((value * digits).rounded() / digits)))
        }
        add("decelerationRate", physics.decelerationRate, digits: 1e6)
        add("rubberBandCoefficient", physics.rubberBandCoefficient, digits: 1e4)
        add("rubberBandDimension", physics.rubberBandDimension, digits: 1e2)
        if physics.recoilStiffness != nil { members.append(("recoil", .string(RecoilModel.ios26.rawValue))) }
        add("recoilStiffness", physics.recoilStiffness, digits: 1e2)
        add("recoilDampingRatio", physics.recoilDampingRatio, digits: 1e4)
        return .object([("physics", .object(members))])
    }
}

/// Which parameter is where in the solver's vector, and the model's residuals.
struct ParameterLayout {
    let motions: TraceMotions
    let traceCount: Int
    var parameters: [LevenbergMarquardt.Parameter] = []
    var values: [Double] = []
    var notes: [String] = []
    private var rate: Int?
    private var coefficient: Int?
    private var dimension: Int?
    private var stiffness: Int?
    private var damping: Int?
    private var anchors: [Int] = []
    private var velocities: [Int?] = []
    private var clocks: [Int?] = []
    /// `ClockOffsets.fixed`'s value (ms), else 0.
    private var fixedClock = 0.0
    private let fixedDimension: [Double]

    init(motions: TraceMotions, traces: [Trace], clockOffsets: PhysicsFit.ClockOffsets) {
        self.motions = motions
        traceCount = traces.count
        fixedDimension = motions.stretches.map(\.boundsHeight)
        func add(_ start: Double, _ bounds: ClosedRange<Double>) -> Int {
            parameters.append(LevenbergMarquardt.Parameter(start: start, bounds: bounds))
            return parameters.count - 1
        }
        let decelerating = motions.releases.filter { release in
            release.samples.filter { $0.offset >= release.minimum && $0.offset <= release.maximum }.count >= 3 && !release.releasedAtRest
        }
        if decelerating.isEmpty {
            notes.append("decelerationRate: not fitted, no release decelerates inside the range")
        } else {
            rate = add(PhysicsOptions.normalDecelerationRate, 0.9...0.99999)
        }
        if motions.stretches.isEmpty {
            notes.append("rubberBandCoefficient, rubberBandDimension: not fitted, no drag goes past an edge")
        } else {
            coefficient = add(0.55, 0.05...1)
            let deepest: Double =
                motions.stretches.map { stretch -> Double in
                    stretch.samples.map { abs($0.offset - stretch.edgeOffset) }.max() ?? 0
                }.max() ?? 0
            if deepest > 0.1 * (motions.stretches.map(\.boundsHeight).max() ?? 1) {
                dimension = add(motions.stretches[0].boundsHeight, 50...20_000)
            } else {
                notes.append(
                    "rubberBandDimension: not fitted, no drag stretches far enough to bend the rubber band (UIKit's: the bounds height)")
            }
        }
        if motions.releases.contains(where: \.leavesRange) {
            stiffness = add(SpringRecoil.stiffness, 1...100_000)
            damping = add(SpringRecoil.dampingRatio, 1.0001...50)
        } else {
            notes.append("recoilStiffness, recoilDampingRatio: not fitted, no release goes past an edge")
        }
        for stretch in motions.stretches {
            let first = stretch.samples[0]
            anchors.append(add(stretch.anchor ?? (first.offset + first.touchY), -1e7...1e7))
        }
        for release in motions.releases {
            velocities.append(release.releasedAtRest ? nil : add(release.panVelocity, -100...100))
        }
        let period = 1000 / (traces.map(\.recordedOn.maximumFramesPerSecond).min() ?? 60)
        let sharedClock = clockOffsets == .shared && !motions.releases.isEmpty ? add(0, (-2 * period)...(2 * period)) : nil
        for index in traces.indices {
            let hasReleases = motions.releases.contains { $0.trace == index }
            switch clockOffsets {
            case .perTrace: clocks.append(hasReleases ? add(0, (-2 * period)...(2 * period)) : nil)
            case .shared: clocks.append(sharedClock)
            case let .fixed(milliseconds): clocks.append(nil); fixedClock = milliseconds
            }
        }
        values = parameters.map(\.start)
    }

    func residuals(_ p: [Double]) -> [Double] {
        var out: [Double] = []
        for (index, stretch) in motions.stretches.enumerated() {
            for sample in stretch.samples {
                out.append(
                    predicted(stretch: stretch, anchor: p[anchors[index]], touchY: sample.touchY, p: p, index: index) - sample.offset)
            }
        }
        for (index, release) in motions.releases.enumerated() {
            let simulation = self.simulation(release, index: index, p: p)
            let shift = clocks[release.trace].map { p[$0] } ?? fixedClock
            for sample in release.samples { out.append(simulation.x(sample.milliseconds + shift) - sample.offset) }
        }
        return out
    }

    private func predicted(stretch: TraceMotions.Stretch, anchor: Double, touchY: Double, p: [Double], index: Int) -> Double {
        let band = RubberBand(
            coefficient: coefficient.map { p[$0] } ?? 0.55, dimension: dimension.map { p[$0] } ?? fixedDimension[index])
        let raw = anchor - touchY
        switch stretch.edge {
        case .top: return raw >= stretch.edgeOffset ? raw : stretch.edgeOffset - band.stretch(forOverscroll: stretch.edgeOffset - raw)
        case .bottom: return raw <= stretch.edgeOffset ? raw : stretch.edgeOffset + band.stretch(forOverscroll: raw - stretch.edgeOffset)
        }
    }

    private func simulation(_ release: TraceMotions.Release, index: Int, p: [Double]) -> BouncingSimulation {
        BouncingSimulation(
            position: release.offset, velocity: velocities[index].map { p[$0] } ?? 0, minimum: release.minimum,
            maximum: release.maximum, decelerationRate: rate.map { p[$0] } ?? PhysicsOptions.normalDecelerationRate,
            recoil: .ios26,
            spring: SpringConstants(
                stiffness: stiffness.map { p[$0] } ?? SpringRecoil.stiffness,
                dampingRatio: damping.map { p[$0] } ?? SpringRecoil.dampingRatio))
    }

    var physics: PhysicsFit.Physics {
        PhysicsFit.Physics(
            decelerationRate: rate.map { values[$0] }, rubberBandCoefficient: coefficient.map { values[$0] },
            rubberBandDimension: dimension.map { values[$0] }, recoilStiffness: stiffness.map { values[$0] },
            recoilDampingRatio: damping.map { values[$0] })
    }

    func result(trace: Int, name: String) -> PhysicsFit.TraceResult {
        var fitted: [(time: Double, offset: Double)] = []
        var residuals: [Double] = []
        for (index, stretch) in motions.stretches.enumerated() where stretch.trace == trace {
            for sample in stretch.samples {
                let value = predicted(stretch: stretch, anchor: values[anchors[index]], touchY: sample.touchY, p: values, index: index)
                fitted.append((sample.time, value))
                residuals.append(value - sample.offset)
            }
        }
        let shift = clocks[trace].map { values[$0] } ?? fixedClock
        var velocitiesHere: [Double] = []
        var releaseCount = 0
        for (index, release) in motions.releases.enumerated() where release.trace == trace {
            releaseCount += 1
            velocitiesHere.append((velocities[index].map { values[$0] } ?? 0) * 1000)
            let simulation = self.simulation(release, index: index, p: values)
            for sample in release.samples {
                let value = simulation.x(sample.milliseconds + shift)
                fitted.append((release.time + sample.milliseconds / 1000, value))
                residuals.append(value - sample.offset)
            }
        }
        let squares = residuals.reduce(0) { $0 + $1 * $1 }
        return PhysicsFit.TraceResult(
            name: name, releaseVelocities: velocitiesHere, clockOffset: shift,
            stretchCount: motions.stretches.filter { $0.trace == trace }.count, releaseCount: releaseCount,
            maxResidual: residuals.map(abs).max() ?? 0,
            rmsResidual: residuals.isEmpty ? 0 : (squares / Double(residuals.count)).squareRoot(),
            sampleCount: residuals.count, fitted: fitted.sorted { $0.time < $1.time })
    }
}
