import Testing
@testable import RefreshSim

/// The index's per-frame flags say what the samples' facts say, for every phase there is, and its
/// span search finds what a predicate over each frame finds.
@Suite struct FrameFlagsTests {
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
