/// `reloadWhileDragging`: a page reload starts (`refreshStart` with a loader that replaces the
/// document, `LoaderKind.replacesDocument`: a web view's reload) while the finger is down, or a load shrinks the content while the
/// finger is down (after a `loadStart`: the document replaced at commit). Content that grows below
/// (rows appended, a page laid out at didFinish) moves nothing under the finger and is not one.
///
/// A data request under the finger whose content arrives later is not one: it is what
/// UIRefreshControl's documented use does (valueChanged fires mid-drag), and the user sees nothing
/// until the content changes — which, under the finger, is found by the second rule.
/// "While the finger is down" follows the event stream's order, so a reload issued from
/// didEndDragging (after touchUp) is not one.
///
/// Content as rows changes height as rows are laid out (an estimate corrected): only a change the
/// app's update made (`listUpdate` just before it) is a load's.
public struct ReloadWhileDraggingDetector: GlitchDetector {
    public let glitch = GlitchClass.reloadWhileDragging

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        let fingerDown = index.fingerDown
        let firstLoad = index.loadStartedEarlier ? -1 : index.loadStarts.first ?? Int.max
        let replacesDocument = timeline.identity.replacesDocument
        let isList = timeline.list != nil
        var result: [Finding] = []
        for (position, event) in timeline.events.enumerated() where fingerDown[position] {
            let loadStarted = position > firstLoad
            if case .refreshStart = event.kind, replacesDocument {
                result.append(finding(at: event, .reloadUnderFinger(time: event.time)))
            } else if case let .contentSizeChanged(from, to) = event.kind, loadStarted, to < from,
                !isList || Self.followsUpdate(timeline.events, position)
            {
                result.append(finding(at: event, .contentShrankUnderFinger(from: from, to: to, time: event.time)))
            }
        }
        return result
    }

    /// Whether the app's list update (reload, batch) made the content size change at `position`:
    /// the update is recorded after the size it set, at the same instant.
    static func followsUpdate(_ events: [TimelineEvent], _ position: Int) -> Bool {
        let time = events[position].time
        for event in events[(position + 1)...] {
            guard event.time == time else { return false }
            if case .listUpdate = event.kind { return true }
            if case .contentSizeChanged = event.kind { return false }
        }
        return false
    }
}
