import RefreshSim

// The properties the stand-in delivers to key-value observers (the catalogue's
// `observableProperties`), read and bridged from the engine: a view's geometry, visibility and
// opacity, which its setters tell (UIView.swift); a scroll view's offset, size and inset, which
// the engine changes under the finger; its pan's state.

extension UIView: KeyValueObservedObject {
    var kvoTypeNames: [String] { self is UIScrollView ? ["UIScrollView", "UIView"] : ["UIView"] }

    func observedValue(forKey key: String) -> ObservedValue? {
        switch key {
        case "frame": return ObservedValue(value: frame)
        case "bounds": return ObservedValue(value: bounds)
        case "center": return ObservedValue(value: center)
        case "isHidden": return ObservedValue(value: isHidden)
        case "alpha": return ObservedValue(value: alpha)
        default: break
        }
        guard let scrollView = self as? UIScrollView else { return nil }
        switch key {
        case "contentOffset": return ObservedValue(value: scrollView.contentOffset)
        case "contentSize": return ObservedValue(value: scrollView.contentSize)
        case "contentInset": return ObservedValue(value: scrollView.contentInset)
        case "panGestureRecognizer": return ObservedValue(value: scrollView.panGestureRecognizer)
        default: return nil
        }
    }

    /// A scroll view's offset, size and inset change in the engine (the finger, momentum,
    /// animations): from the first observation, its will- and did-change are the registry's. A
    /// content offset change sets the bounds too, as UIKit's `setContentOffset:` calls
    /// `setBounds:`: `contentOffset`'s will, `bounds`' will and did, `contentOffset`'s did.
    func kvoStartsObserving(_ key: String) {
        guard let scrollView = self as? UIScrollView else { return }
        let engineKey: ObservableKey
        switch key {
        case "contentOffset", "bounds": engineKey = .contentOffset
        case "contentSize": engineKey = .contentSize
        case "contentInset": engineKey = .contentInset
        default: return
        }
        if engineKey == .contentOffset {
            guard !scrollView.bridgesOffset else { return }
            scrollView.bridgesOffset = true
            scrollView.engineObservations += [
                scrollView.simulated.observeWillChange(.contentOffset) { [unowned scrollView] _ in
                    scrollView.kvoWillChange("contentOffset")
                    scrollView.kvoWillChange("bounds")
                },
                scrollView.simulated.observe(.contentOffset) { [unowned scrollView] _ in
                    scrollView.kvoDidChange("bounds")
                    scrollView.kvoDidChange("contentOffset")
                },
            ]
        } else {
            scrollView.engineObservations += [
                scrollView.simulated.observeWillChange(engineKey) { [unowned scrollView] _ in scrollView.kvoWillChange(key) },
                scrollView.simulated.observe(engineKey) { [unowned scrollView] _ in scrollView.kvoDidChange(key) },
            ]
        }
    }
}

extension UIGestureRecognizer: KeyValueObservedObject {
    var kvoTypeNames: [String] { ["UIGestureRecognizer"] }

    /// `state` as Objective-C's KVO boxes an enum: its raw value.
    func observedValue(forKey key: String) -> ObservedValue? {
        key == "state" ? ObservedValue(value: state.rawValue) : nil
    }

    /// The scroll view's own pan follows the engine's.
    func kvoStartsObserving(_ key: String) {
        guard key == "state", let pan = self as? ScrollViewPan else { return }
        pan.engineObservations += [
            pan.scrollView.observeWillChange(.panState) { [unowned pan] _ in pan.kvoWillChange("state") },
            pan.scrollView.observe(.panState) { [unowned pan] _ in pan.kvoDidChange("state") },
        ]
    }
}
