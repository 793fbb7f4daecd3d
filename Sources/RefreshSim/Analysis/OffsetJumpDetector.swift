import Foundation

/// `offsetJump`: with the finger up and no animation running, one frame's |Δy| exceeds
/// max(`offsetJumpPoints`, `offsetJumpFactor` × median |Δy| of the previous 3 frames) and also
/// exceeds what physics alone could move the content in that frame.
///
/// Physics' reach in a frame: the momentum at the previous frame's velocity (|v|·Δt, when that
/// velocity is the pan's or the deceleration's), the recoil's pull-back of the previous overshoot
/// (the run's `RecoilModel`, toward the edges in effect) when momentum or a bounce is running,
/// plus 1 pt for rounding. At rest
/// physics moves nothing, so an un-animated inset restore or a `contentOffset =` shows.
public struct OffsetJumpDetector: GlitchDetector {
    public let glitch = GlitchClass.offsetJump

    static let roundingSlack = 1.0
    /// The frames it reads: a big step, with no finger and no animation.
    static let frames = FrameCondition(allOf: .bigStep, noneOf: [.fingerDown, .animating])

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let samples = timeline.samples
        guard samples.count > 1, index.flags.count == samples.count else { return [] }
        // A lift's frame may still carry the finger's last move: that frame is the finger's.
        let liftFrames = index.touchUpFrames
        let list = timeline.list
        var result: [Finding] = []
        // Only frames the index flags as a big step, with no finger and no animation, are read.
        for position in index.runs(where: Self.frames).joined() {
            let previous = samples[position - 1]
            let current = samples[position]
            guard !current.fingerDown, current.phase != .animation, !liftFrames.contains(current.frame) else { continue }
            // Content catching up after a main-thread stall is the hitch finding's, not a jump's.
            guard timeline.pacing?.isCatchUp(position) != true else { continue }
            // Rows moved in the content this frame: whether they moved on screen is contentShift's
            // and positionLost's to judge (an offset moved with them kept them still).
            guard list?.rowsMoved(atFrame: position) != true else { continue }
            let jump = abs(current.offset - previous.offset)
            let visible = max(thresholds.offsetJumpPoints, thresholds.offsetJumpFactor * Self.recentMedianStep(samples, before: position))
            guard jump > visible,
                jump > Self.physicsReach(from: previous, to: current, recoil: timeline.recoil, spring: timeline.recoilSpring)
            else { continue }
            result.append(finding(at: current, .offsetJump(from: previous.offset, to: current.offset, time: current.time)))
        }
        return result
    }

    static func physicsReach(
        from previous: FrameSample, to current: FrameSample, recoil: RecoilModel, spring: SpringConstants = .ios26
    ) -> Double {
        let dt = max(0, current.time - previous.time)
        func isMomentum(_ phase: ScrollPhase) -> Bool { phase == .decelerate || phase == .bounce }
        guard isMomentum(current.phase) else { return roundingSlack }
        var speed = abs(current.velocity)
        if isMomentum(previous.phase) || previous.phase == .drag {
            speed = max(speed, abs(previous.velocity))
        }
        // The edges may have moved this frame (an inset removed during a bounce): the pull-back
        // works toward the edges in effect now.
        let overshootNow = max(current.minOffset - previous.offset, previous.offset - current.maxOffset, 0)
        let pullBack = recoil.pullBack(overshoot: max(previous.overshoot, overshootNow), milliseconds: dt * 1000, spring: spring)
        return speed * dt + pullBack + roundingSlack
    }

    /// The median |Δy| of the (up to) 3 frames before `index`, without allocating.
    static func recentMedianStep(_ samples: [FrameSample], before index: Int) -> Double {
        let first = max(1, index - 3)
        var steps = (0.0, 0.0, 0.0)
        let count = index - first
        if count > 0 { steps.0 = abs(samples[first].offset - samples[first - 1].offset) }
        if count > 1 { steps.1 = abs(samples[first + 1].offset - samples[first].offset) }
        if count > 2 { steps.2 = abs(samples[first + 2].offset - samples[first + 1].offset) }
        switch count {
        case 1: return steps.0
        case 2: return (steps.0 + steps.1) / 2
        case 3: return max(min(steps.0, steps.1), min(max(steps.0, steps.1), steps.2))
        default: return 0
        }
    }
}
