/// A touch that lifted with the pull past the strategy's trigger, and what the strategy did about it.
/// releaseLag and deadPull both read these.
struct PullRelease {
    var touch: Touch
    var touchUp: TimelineEvent
    /// Pull distance when the finger lifted.
    var pull: Double
    var trigger: Double
    /// The first visible sign that the strategy took the pull, from touch-down on; nil if none came
    /// before the next touch or the timeline's end.
    var response: TimelineEvent?
    /// When the wait for a response ends: the next touch-down, or the end of the timeline.
    var windowEnd: Double
}

/// The pull must pass the trigger by this much (pt) at release: strategies compare with `<` or `<=`
/// on rounded offsets, so a release exactly at the trigger proves nothing either way.
let triggerMargin = 1.0

extension Timeline {
    /// Releases past the trigger of pulls that started while no refresh was running (a pull during
    /// a refresh is ignored by design in every seed).
    func pullReleases(touches allTouches: [Touch]) -> [PullRelease] {
        guard let trigger = triggerDistance, trigger.isFinite, indicator != .none else { return [] }
        var result: [PullRelease] = []
        // Touches are read in place and copied only for a release past the trigger: a copy of a
        // touch or of its lift copies its events' payloads (this pass 8.9 → 7.9 instructions a
        // frame of run-600s, callgrind).
        for number in allTouches.indices {
            guard allTouches[number].up != nil, let pull = releasePull(of: allTouches[number]) else { continue }
            if sample(atFrame: allTouches[number].down.frame)?.isRefreshing == true { continue }
            guard pull >= trigger + triggerMargin, let up = allTouches[number].upIndex else { continue }
            let touch = allTouches[number]
            let next = allTouches.indices.contains(number + 1) ? allTouches[number + 1] : nil
            let searchEnd = next?.downIndex ?? events.count
            let response = events[touch.downIndex..<max(touch.downIndex, searchEnd)].first(where: isRefreshResponse)
            result.append(
                PullRelease(
                    touch: touch, touchUp: events[up], pull: pull, trigger: trigger,
                    response: response, windowEnd: next?.down.time ?? duration))
        }
        return result
    }

    /// Events a user sees as "the refresh began": the indicator is held (inset or offset written),
    /// the control fires, the action starts, or a phase turns to refreshing.
    func isRefreshResponse(_ event: TimelineEvent) -> Bool {
        switch event.kind {
        case .refreshStart, .valueChanged, .beginRefreshing, .contentInsetSet, .contentOffsetSet:
            return true
        case let .stateChanged(_, to):
            return to.isRefreshing
        default:
            return false
        }
    }
}
