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

    public init() {}

    public func findings(in timeline: Timeline, thresholds: GlitchThresholds) -> [Finding] {
        let samples = timeline.samples
        guard samples.count > 1 else { return [] }
        // A lift's frame may still carry the finger's last move: that frame is the finger's.
        let liftFrames = Set(timeline.events(named: "touchUp").map(\.frame))
        var result: [Finding] = []
        for index in 1..<samples.count {
            let previous = samples[index - 1], current = samples[index]
            guard !current.fingerDown, current.phase != .animation, !liftFrames.contains(current.frame) else { continue }
            let jump = abs(current.offset - previous.offset)
            let recent = (max(1, index - 3)..<index).map { abs(samples[$0].offset - samples[$0 - 1].offset) }
            let visible = max(thresholds.offsetJumpPoints, thresholds.offsetJumpFactor * Self.median(recent))
            guard jump > visible, jump > Self.physicsReach(from: previous, to: current, recoil: timeline.recoil) else { continue }
            result.append(finding(at: current,
                "offset jumped \(FindingText.points(jump)) (\(FindingText.number(previous.offset)) to "
                + "\(FindingText.number(current.offset))) in one frame at \(FindingText.seconds(current.time)) "
                + "with no finger and no animation"))
        }
        return result
    }

    static func physicsReach(from previous: FrameSample, to current: FrameSample, recoil: RecoilModel) -> Double {
        let dt = max(0, current.time - previous.time)
        let momentumPhases: Set<ScrollPhase> = [.decelerate, .bounce]
        guard momentumPhases.contains(current.phase) else { return roundingSlack }
        var speed = abs(current.velocity)
        if momentumPhases.contains(previous.phase) || previous.phase == .drag {
            speed = max(speed, abs(previous.velocity))
        }
        // The edges may have moved this frame (an inset removed during a bounce): the pull-back
        // works toward the edges in effect now.
        let overshootNow = max(current.minOffset - previous.offset, previous.offset - current.maxOffset, 0)
        let pullBack = recoil.pullBack(overshoot: max(previous.overshoot, overshootNow), milliseconds: dt * 1000)
        return speed * dt + pullBack + roundingSlack
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
