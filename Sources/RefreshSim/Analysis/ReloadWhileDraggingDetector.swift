/// `reloadWhileDragging`: a refresh action starts (`refreshStart`: reload, data request) while the
/// finger is down, or the content size changes while the finger is down once a load has started.
///
/// "While the finger is down" follows the event stream's order, so a reload issued from
/// didEndDragging (after touchUp) is not one.
public struct ReloadWhileDraggingDetector: GlitchDetector {
    public let glitch = GlitchClass.reloadWhileDragging

    public init() {}

    public func findings(in timeline: Timeline, thresholds: GlitchThresholds) -> [Finding] {
        let fingerDown = timeline.fingerDownStates()
        var loadStarted = false
        var result: [Finding] = []
        for (index, event) in timeline.events.enumerated() {
            if event.name == "loadStart" { loadStarted = true }
            guard fingerDown[index] else { continue }
            let when = FindingText.seconds(event.time)
            if event.name == "refreshStart" {
                result.append(finding(at: event, "the refresh action started at \(when) while the finger was still down"))
            } else if event.name == "contentSizeChanged", loadStarted {
                let from = Double(event.attributes["from"] ?? "").map(FindingText.points) ?? "?"
                let to = Double(event.attributes["to"] ?? "").map(FindingText.points) ?? "?"
                result.append(finding(at: event, "a load changed the content height from \(from) to \(to) at \(when) under the finger"))
            }
        }
        return result
    }
}
