import Testing
@testable import RefreshSim

/// The index's per-frame flags say what the samples' facts say, for every phase there is, and its
/// span search finds what a predicate over each frame finds.
struct FrameFlagsTests {
    static let phases: [RefreshPhase?] = [nil] + RefreshPhase.allCases.map { $0 }

    @Test func everyPhaseGivesTheSamplesFacts() {
        var sample = TimelineBuilder().next
        for header in Self.phases {
            for footer in Self.phases {
                for loader in LoaderPhase.allCases {
                    for scroll in ScrollPhase.allCases {
                        (sample.headerPhase, sample.footerPhase, sample.loaderPhase, sample.phase) = (header, footer, loader, scroll)
                        let flags = FrameFlags.of(header, footer).union(.of(loader)).union(.of(scroll))
                        let facts: [(FrameFlags, Bool)] = [
                            (.refreshing, sample.isRefreshing), (.resting, sample.isResting),
                            (.loaderLoading, sample.isLoaderLoading), (.awaitingCommit, sample.isAwaitingCommit),
                            (.atRest, scroll == .rest), (.animating, scroll == .animation),
                        ]
                        for (flag, fact) in facts {
                            #expect(
                                flags.contains(flag) == fact,
                                "\(String(describing: header)) \(String(describing: footer)) \(loader) \(scroll)")
                        }
                    }
                }
            }
        }
    }

    /// The index works `indicatorHidden`, `edgeInView`, `drifting` and `bigStep` out only where
    /// `FrameFlags.indicatorRead`, `driftingRead` and `bigStepRead` hold. The span detectors'
    /// spans are then the same as with the flags worked out everywhere, as long as a detector asks
    /// for such a flag only in `all` and only in frames where its condition holds: checked for
    /// every combination of flags.
    @Test func detectorsReadWorkedOutFlagsOnlyWhereTheIndexWorksThemOut() {
        let workedOut: [(flag: FrameFlags, read: FrameCondition)] = [
            (.indicatorHidden, FrameFlags.indicatorRead), (.edgeInView, FrameFlags.indicatorRead),
            (.drifting, FrameFlags.driftingRead), (.bigStep, FrameFlags.bigStepRead),
        ]
        let readers: [(name: String, frames: FrameCondition)] = [
            ("insetDrift", InsetDriftDetector.frames), ("offsetJump", OffsetJumpDetector.frames),
            ("blankContent", BlankContentDetector.frames), ("hiddenWhileLoading", HiddenWhileLoadingDetector.frames),
        ]
        let everyFrame = (0..<(FrameFlags.bigStep.rawValue << 1)).map { FrameFlags(rawValue: $0) }
        for reader in readers {
            var asked = 0
            for (flag, read) in workedOut {
                #expect(reader.frames.any & flag.rawValue == 0 && reader.frames.none & flag.rawValue == 0, "\(reader.name)")
                guard reader.frames.all & flag.rawValue != 0 else { continue }
                asked += 1
                let outside = everyFrame.filter { reader.frames.holds($0) && !read.holds($0) }
                #expect(outside.isEmpty, "\(reader.name) reads flag \(flag.rawValue) in frames \(outside.prefix(3).map(\.rawValue))")
            }
            #expect(asked > 0, "\(reader.name) asks for no worked-out flag")
        }
    }

    @Test func spansAreThoseAPredicateFinds() {
        var generator = SeededGenerator(seed: 39)
        let masks: [(all: FrameFlags, any: FrameFlags, none: FrameFlags)] = [
            (.refreshing, [], []), ([.atRest, .drifting], [], [.fingerDown, .refreshing]),
            ([.awaitingCommit, .indicatorHidden, .edgeInView], [], []),
            ([.indicatorHidden, .edgeInView], [.refreshing, .loaderLoading], []), ([], [], []),
        ]
        var index = TimelineIndex(TimelineBuilder().timeline)
        for _ in 0..<300 {
            // Few bits a frame, so that spans start and end often.
            index.flags = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                FrameFlags(
                    rawValue: UInt16.random(in: 0...UInt16.max, using: &generator) & UInt16.random(in: 0...UInt16.max, using: &generator))
            }
            expectSpans(of: index, masks)
        }
    }

    /// Long stretches where nothing holds, a frame that holds at every place within and across
    /// the eight frames `FrameCondition` tests at once, and runs that end at the last frame.
    @Test func spansAmongQuietFramesAreThoseAPredicateFinds() {
        var generator = SeededGenerator(seed: 3_900)
        let masks: [(all: FrameFlags, any: FrameFlags, none: FrameFlags)] = [
            (.refreshing, [], []), ([.atRest, .drifting], [], [.fingerDown, .refreshing]),
            ([.indicatorHidden, .edgeInView], [.refreshing, .loaderLoading], []), (.bigStep, [], [.fingerDown, .animating]),
        ]
        var index = TimelineIndex(TimelineBuilder().timeline)
        let quiet: FrameFlags = [.resting, .atRest, .indicatorHidden, .edgeInView]
        // Each holds for some of the masks: a refresh, and a drifting step while a load runs.
        let loud: [FrameFlags] = [[.refreshing, .indicatorHidden, .edgeInView], [.atRest, .drifting, .loaderLoading, .bigStep]]
        for count in 0...40 {
            for place in 0..<count {
                for frame in loud {
                    index.flags = Array(repeating: quiet, count: count)
                    index.flags[place] = frame
                    expectSpans(of: index, masks)
                }
            }
        }
        for _ in 0..<300 {
            index.flags = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
                Int.random(in: 0..<12, using: &generator) == 0
                    ? FrameFlags(rawValue: UInt16.random(in: 0...UInt16.max, using: &generator)) : quiet
            }
            expectSpans(of: index, masks)
        }
    }

    private func expectSpans(of index: TimelineIndex, _ masks: [(all: FrameFlags, any: FrameFlags, none: FrameFlags)]) {
        for (all, any, none) in masks {
            let expected = index.flags.withUnsafeBufferPointer { flags in
                flags.runs { $0.isSuperset(of: all) && (any.isEmpty || !$0.isDisjoint(with: any)) && $0.isDisjoint(with: none) }
            }
            #expect(index.runs(allOf: all, anyOf: any, noneOf: none) == expected, "\(index.flags.map(\.rawValue))")
        }
    }
}
