/// `contentShift` (content as rows): rows that were on screen in one frame and are still there
/// in the next moved on screen by more than `contentShiftPoints` beyond what the scroll explains,
/// with no animated update moving them (`ListTrack.shift`). Measured on the rows, not on
/// `contentOffset`: UIKit moving the offset to keep the rows still is fine, and rows moving while
/// the offset stays are not. Updates that add or remove rows above the reading position are
/// `positionLost`'s; the rows an update below it moved are left out of the shift (the update
/// showing, `ListView.movedByUpdate`).
///
/// Frames less than half a second apart make one finding, at the largest move.
public struct ContentShiftDetector: GlitchDetector {
    public let glitch = GlitchClass.contentShift

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        guard let track = timeline.list else { return [] }
        var result: [Finding] = []
        var burst: (worst: Int, shift: RowShift, count: Int, last: Int)?
        func close() {
            guard let open = burst else { return }
            let sample = timeline.samples[open.worst]
            let causes = track.frames[open.worst].causes
            let cause: Finding.Evidence.ShiftCause =
                causes.contains(.reloaded) ? .reloaded : causes.contains(.corrected) ? .estimateCorrected : .updated
            result.append(
                finding(
                    at: sample,
                    .rowsShifted(
                        row: open.shift.row, points: open.shift.points, time: sample.time, cause: cause,
                        count: open.count, last: timeline.samples[open.last].time)))
            burst = nil
        }
        for position in track.frames.indices.dropFirst() where position < timeline.samples.count {
            let causes = track.frames[position].causes
            guard !causes.contains(.animating), !causes.contains(.rowsAbove),
                let shift = track.shift(atFrame: position), abs(shift.points) > thresholds.contentShiftPoints
            else { continue }
            if let open = burst, timeline.samples[position].time - timeline.samples[open.last].time > Self.burstGap { close() }
            if var open = burst {
                open.count += 1
                open.last = position
                if abs(shift.points) > abs(open.shift.points) { (open.worst, open.shift) = (position, shift) }
                burst = open
            } else {
                burst = (position, shift, 1, position)
            }
        }
        close()
        return result
    }

    /// Moves closer than this in time are one finding.
    static let burstGap = 0.5
}

/// `positionLost` (content as rows): an update added or removed rows above the reading position
/// (`ListFrame.Causes.rowsAbove`), and the
/// rows on screen moved by more than `positionLostPoints` — the row being read went somewhere
/// else. Compensating (adding the rows' height to `contentOffset` in the same turn) keeps them
/// still; an animated insertion that slides them is still a lost position.
public struct PositionLostDetector: GlitchDetector {
    public let glitch = GlitchClass.positionLost

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        guard let track = timeline.list else { return [] }
        var result: [Finding] = []
        for position in track.frames.indices.dropFirst() where position < timeline.samples.count {
            let causes = track.frames[position].causes
            guard causes.contains(.rowsAbove), let shift = track.shift(atFrame: position),
                abs(shift.points) > thresholds.positionLostPoints
            else { continue }
            let sample = timeline.samples[position]
            let moved = track.frames[position].readingShift ?? shift
            result.append(
                finding(
                    at: sample,
                    .readingRowMoved(
                        row: moved.row, points: moved.points, time: sample.time,
                        animated: track.frames.dropFirst(position).prefix(2).contains { $0.causes.contains(.animating) })))
        }
        return result
    }
}

/// `stalledFeed` (content as rows, with a load-more): the rows and the insets leave part of the
/// screen empty, so the content cannot scroll and scroll-based triggers never fire, the footer is
/// idle (not loading, not out of data), and no load-more starts for `stalledFeedSeconds`.
public struct StalledFeedDetector: GlitchDetector {
    public let glitch = GlitchClass.stalledFeed

    public init() {}

    public func findings(in timeline: Timeline, index: TimelineIndex, thresholds: GlitchThresholds) -> [Finding] {
        guard timeline.list != nil else { return [] }
        let starts = timeline.events.filter { $0.kind == .refreshStart(.footer) }.map(\.time)
        var since: FrameSample?
        var stalled: (start: FrameSample, end: FrameSample, visible: Double)?
        for sample in timeline.samples {
            let visible = timeline.viewportHeight - sample.insetTop - sample.insetBottom
            if let start = since, starts.contains(where: { start.time <= $0 && $0 <= sample.time }) { since = nil }
            guard sample.contentHeight < visible, sample.footerPhase == .idle else {
                if stalled != nil { break }
                since = nil
                continue
            }
            let start = since ?? sample
            since = start
            if sample.time - start.time >= thresholds.stalledFeedSeconds { stalled = (start, sample, visible) }
        }
        guard let stalled else { return [] }
        return [
            finding(
                at: stalled.start,
                .feedStalled(
                    since: stalled.start.time, duration: stalled.end.time - stalled.start.time,
                    contentHeight: stalled.end.contentHeight, visibleHeight: stalled.visible))
        ]
    }
}

extension ListRowSample {
    /// The row's place, nil for a section header or footer.
    var rowPath: RowPath? {
        if case let .row(path) = element { return path }
        return nil
    }
}
