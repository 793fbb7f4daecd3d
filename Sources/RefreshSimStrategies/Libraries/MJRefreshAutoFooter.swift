import RefreshSim

/// `mj-auto-footer` — MJRefreshAutoNormalFooter: CoderMJLee/MJRefresh @ 5647d82cd7e0de8c59980c6cb2afff173978f481,
/// `MJRefresh/Base/MJRefreshAutoFooter.m` and `MJRefreshFooter.m` (44 pt, `endRefreshingWithNoMoreData`
/// on the next main-queue turn).
///
/// - `willMoveToSuperview:` (lines 24–40): adds its 44 pt to the bottom inset for good and sits at
///   y = contentSize.height.
/// - `scrollViewContentOffsetDidChange:` (lines 69–90): while Idle, with content taller than the
///   screen, fires once `y ≥ H − V + 44·percent + B − 44` **and y grew** since the last change —
///   momentum counts, not only the finger. A drag-caused fire is marked `triggerByDrag`.
/// - `scrollViewPanStateDidChange:` (lines 92–125): at pan end, fires for content shorter than the
///   screen when `y ≥ −top`, else at the bottom edge; at pan begin, resets the per-drag budget.
/// - `beginRefreshing` (lines 131–138): refused when a drag-caused fire has used up
///   `autoTriggerTimes` (default 1; −1 unlimited).
/// - `setState:` (lines 140–177): Refreshing calls back (`executeRefreshingCallback`: at once since
///   3.7.5, `MJRefreshRelease`); Idle/NoMoreData spend one from the budget if the fire came from a
///   drag. Not modelled: the `pagingEnabled` offset animation (lines 155–170) and `setHidden:`
///   (lines 183–199), which no scenario sets.
///
/// `triggerPercent` is `triggerAutomaticallyRefreshPercent` (default 1.0). Issues #1500 and #1618
/// report that a large negative value (−30, −50) fires the footer whenever a pull on the header
/// bounces back, because the threshold then lies above the top of the content.
final class MJRefreshAutoFooter: MJRefreshFooter {
    let triggerPercent: Double
    let autoTriggerTimes: Int
    private var leftTriggerTimes: Int
    private var triggerByDrag = false
    var automaticallyRefresh = true

    init(host: RefreshHost, triggerPercent: Double = 1.0, autoTriggerTimes: Int = 1, release: MJRefreshRelease = .v3_7_5) {
        self.triggerPercent = triggerPercent
        self.autoTriggerTimes = autoTriggerTimes
        leftTriggerTimes = autoTriggerTimes
        super.init(host: host, release: release)
        mjInsetB += height
        y = mjContentH
    }

    private var unlimitedTrigger: Bool { leftTriggerTimes == -1 }

    override func scrollViewContentSizeDidChange() {
        y = mjContentH
    }

    override func scrollViewContentOffsetDidChange(old: Double, new: Double) {
        guard state == .idle, automaticallyRefresh, y != 0 else { return }
        guard mjInsetT + mjContentH > mjH else { return }
        guard mjOffsetY >= mjContentH - mjH + height * triggerPercent + mjInsetB - height else { return }
        if new <= old { return }
        if scrollView.isDragging { triggerByDrag = true }
        beginRefreshing()
    }

    override func scrollViewPanStateDidChange() {
        guard state == .idle else { return }
        switch scrollView.panGestureState {
        case .ended:
            if mjInsetT + mjContentH <= mjH {
                if mjOffsetY >= -mjInsetT {
                    triggerByDrag = true
                    beginRefreshing()
                }
            } else if mjOffsetY >= mjContentH + mjInsetB - mjH {
                triggerByDrag = true
                beginRefreshing()
            }
        case .began:
            leftTriggerTimes = autoTriggerTimes
        default:
            break
        }
    }

    override func beginRefreshing() {
        if triggerByDrag, leftTriggerTimes <= 0, !unlimitedTrigger { return }
        super.beginRefreshing()
    }

    override func stateDidChange(from oldState: State) {
        if state == .refreshing {
            executeRefreshingCallback()
        } else if state == .noMoreData || state == .idle {
            if triggerByDrag {
                if !unlimitedTrigger { leftTriggerTimes -= 1 }
                triggerByDrag = false
            }
        }
    }
}

/// `mj-back-footer` — MJRefreshBackNormalFooter: CoderMJLee/MJRefresh @ 5647d82cd7e0de8c59980c6cb2afff173978f481,
/// `MJRefresh/Base/MJRefreshBackFooter.m`.
///
/// - `scrollViewContentSizeDidChange:` (lines 75–90): sits at max(H, V − I0.top − I0.bottom).
/// - `scrollViewContentOffsetDidChange:` (lines 31–73): like the header, measured from where the
///   footer starts to show (`happenOffsetY`, lines 149–157); Pulling + not dragging → refresh.
/// - `setState:` (lines 92–139): Refreshing animates `inset.bottom = 44 + I0.bottom` (+ the
///   shortfall of short content) and the offset to show the footer over 0.25 s, calling back in the
///   completion; the end animates the inset back over 0.4 s and, when rows were added, writes the
///   offset to itself (`mj_offsetY = mj_offsetY`).
final class MJRefreshBackFooter: MJRefreshFooter {
    private var lastRefreshCount = 0.0
    private var lastBottomDelta = 0.0

    override init(host: RefreshHost, release: MJRefreshRelease = .v3_7_5) {
        super.init(host: host, release: release)
        scrollViewContentSizeDidChange()
    }

    override func scrollViewContentOffsetDidChange(old: Double, new: Double) {
        if state == .refreshing { return }
        scrollViewOriginalInset = mjInset
        let currentOffsetY = mjOffsetY
        let happen = happenOffsetY()
        if currentOffsetY <= happen { return }
        let percent = (currentOffsetY - happen) / height
        if state == .noMoreData {
            pullingPercent = percent
            return
        }
        if scrollView.isDragging {
            pullingPercent = percent
            let normal2pullingOffsetY = happen + height
            if state == .idle, currentOffsetY > normal2pullingOffsetY {
                setState(.pulling)
            } else if state == .pulling, currentOffsetY <= normal2pullingOffsetY {
                setState(.idle)
            }
        } else if state == .pulling {
            beginRefreshing()
        } else if percent < 1 {
            pullingPercent = percent
        }
    }

    override func scrollViewContentSizeDidChange() {
        let contentHeight = mjContentH
        let scrollHeight = mjH - scrollViewOriginalInset.top - scrollViewOriginalInset.bottom
        y = max(contentHeight, scrollHeight)
    }

    override func stateDidChange(from oldState: State) {
        if state == .noMoreData || state == .idle {
            if oldState == .refreshing {
                scrollView.animate(
                    withDuration: Self.slowAnimationDuration,
                    animations: {
                        self.mjInsetB -= self.lastBottomDelta
                    }, completion: { _ in self.pullingPercent = 0 })
            }
            let deltaH = heightForContentBreakView()
            // `mj_totalDataCount` counts rows; the model's rows are its content height.
            if oldState == .refreshing, deltaH > 0, mjContentH != lastRefreshCount {
                mjOffsetY = mjOffsetY
            }
        } else if state == .refreshing {
            lastRefreshCount = mjContentH
            scrollView.animate(
                withDuration: Self.fastAnimationDuration,
                animations: {
                    var bottom = self.height + self.scrollViewOriginalInset.bottom
                    let deltaH = self.heightForContentBreakView()
                    if deltaH < 0 { bottom -= deltaH }
                    self.lastBottomDelta = bottom - self.mjInsetB
                    self.mjInsetB = bottom
                    self.mjOffsetY = self.happenOffsetY() + self.height
                }, completion: { _ in self.executeRefreshingCallback() })
        }
    }

    private func heightForContentBreakView() -> Double {
        let h = mjH - scrollViewOriginalInset.bottom - scrollViewOriginalInset.top
        return mjContentH - h
    }

    private func happenOffsetY() -> Double {
        let deltaH = heightForContentBreakView()
        return deltaH > 0 ? deltaH - scrollViewOriginalInset.top : -scrollViewOriginalInset.top
    }
}
