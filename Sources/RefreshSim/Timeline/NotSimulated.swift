/// What the code under test did that the run cannot simulate: async work the simulated clock cannot
/// drive, and UIKit the stand-in accepts but does not model. Each is recorded as a `notSimulated`
/// event when it happens, so a run never uses the wall clock, or leaves something out, unseen: `run`
/// lists them, the chart marks them, and `check` fails a run that has one its scenario's
/// `expect.notSimulated` does not name.
public enum NotSimulated: Sendable, Equatable {
    /// A wait on a clock other than the simulated one (`ContinuousClock`, `SuspendingClock`, a
    /// deadline computed before the wait began): its instant is on the wall clock, so it was
    /// converted to the wall time left when it was scheduled, rounded to the millisecond, which
    /// may differ run to run. `clock` is the clock's type name.
    case wallClockWait(clock: String, seconds: Double)
    /// A job of the run's tasks arrived from another thread (a continuation resumed by a real
    /// `DispatchQueue`, `URLSession` or `Thread`): it ran at the next frame, whenever the other
    /// thread happened to send it.
    case resumedFromAnotherThread
    /// A horizontal scroll direction was asked for (`api` names where: a flow layout's
    /// `scrollDirection`, a compositional layout's configuration): the simulated scroll view moves
    /// vertically only, so the list still scrolls, and is charted, vertically.
    case horizontalScrolling(api: String)
    /// `CGImageSourceCreateImageAtIndex` on a still image (`type`: `public.png`, `public.jpeg`):
    /// only GIFs are decoded, so the image has the file's size and no pixels.
    case imageNotDecoded(type: String)
    /// A key-value observation of `keyPath` on an object of `type` that the stand-in never
    /// delivers: the property is not one it models (or not KVO-compliant in UIKit either), so
    /// the observer is never called after the registration.
    case observation(keyPath: String, type: String)
    /// A public entry point of the stand-in that it accepts but does not simulate (`api` as the
    /// stand-in's catalogue names it: `UIScrollView.isPagingEnabled`), and why.
    case api(String, why: String)
    /// `presentation()` was asked of a layer while an animation of `keyPath` was in flight that the
    /// stand-in does not interpolate (a path's shape, a colour, a keyframe path): the presentation
    /// has the model's value there.
    case animationNotInterpolated(keyPath: String)
    /// `presentation()` was asked of a layer of the code's own class (`className`) during an
    /// animation: the stand-in cannot make a copy of a class it does not know, so the layer
    /// answered with itself, its model values.
    case presentationOfOwnLayerClass(className: String)
    /// A view's `layerClass` is a layer class of the code's own (`className`): the stand-in made
    /// the nearest of its own classes instead, without the code's overrides.
    case ownLayerClass(className: String)
    /// `value(forKeyPath:)` or `setValue(_:forKeyPath:)` on a `type` with a key path it does not
    /// model: nil was read, or nothing was set.
    case unknownKeyPath(String, type: String)
    /// Auto Layout the stand-in does not do: a visual format string, a constraint UIKit would
    /// refuse (`invalid constraint …`).
    case layoutNotSimulated(String)
    /// Required constraints could not all hold: the layout engine broke `broken`, as UIKit breaks
    /// one (which one UIKit picks is not documented; the stand-in breaks the most recently
    /// activated that lets the rest hold). The run's console has UIKit's message.
    case unsatisfiableConstraints(broken: String)

    /// The kinds, as `expect.notSimulated` and the event's `what` name them.
    public enum Kind: String, Sendable, CaseIterable {
        case wallClockWait, resumedFromAnotherThread, horizontalScrolling, imageNotDecoded, observation, api
        case animationNotInterpolated, presentationOfOwnLayerClass, ownLayerClass, unknownKeyPath
        case layoutNotSimulated, unsatisfiableConstraints
    }

    public var kind: Kind {
        switch self {
        case .wallClockWait: .wallClockWait
        case .resumedFromAnotherThread: .resumedFromAnotherThread
        case .horizontalScrolling: .horizontalScrolling
        case .imageNotDecoded: .imageNotDecoded
        case .observation: .observation
        case .api: .api
        case .animationNotInterpolated: .animationNotInterpolated
        case .presentationOfOwnLayerClass: .presentationOfOwnLayerClass
        case .ownLayerClass: .ownLayerClass
        case .unknownKeyPath: .unknownKeyPath
        case .layoutNotSimulated: .layoutNotSimulated
        case .unsatisfiableConstraints: .unsatisfiableConstraints
        }
    }

    /// What it concerns, as `expect.notSimulated` may name it after the kind: the clock, the API,
    /// the image type, the observed `Type.keyPath`.
    public var subject: String? {
        switch self {
        case let .wallClockWait(clock, _): clock
        case .resumedFromAnotherThread: nil
        case let .horizontalScrolling(api): api
        case let .imageNotDecoded(type): type
        case let .observation(keyPath, type): "\(type).\(keyPath)"
        case let .api(name, _): name
        case let .animationNotInterpolated(keyPath): keyPath
        case let .presentationOfOwnLayerClass(className): className
        case let .ownLayerClass(className): className
        case let .unknownKeyPath(keyPath, type): "\(type).\(keyPath)"
        case .layoutNotSimulated: nil
        case let .unsatisfiableConstraints(broken): broken.filter { !$0.isWhitespace }
        }
    }

    /// `observation UILabel.text`, `wallClockWait ContinuousClock`, `resumedFromAnotherThread`: the
    /// form `expect.notSimulated` takes and `run` prints.
    public var label: String {
        subject.map { "\(kind.rawValue) \($0)" } ?? kind.rawValue
    }

    /// One sentence on what the run left out.
    public var sentence: String {
        switch self {
        case let .wallClockWait(clock, seconds):
            "waited \(Format.fixed(seconds, 3)) s on \(clock), the wall clock, not the simulated one"
        case .resumedFromAnotherThread:
            "a task was resumed from another thread; it ran at the next frame, whenever that thread sent it"
        case let .horizontalScrolling(api):
            "\(api) asks for horizontal scrolling; the simulated scroll view moves vertically only"
        case let .imageNotDecoded(type):
            "a \(type) image was asked for its pixels; only GIFs are decoded"
        case let .observation(keyPath, type):
            "observes `\(keyPath)` of \(type), which the stand-in never changes: the observer is not called"
        case let .api(name, why):
            "`\(name)`: \(why)"
        case let .animationNotInterpolated(keyPath):
            "`presentation()` was read during an animation of `\(keyPath)`, which is not interpolated: the model's value was shown"
        case let .presentationOfOwnLayerClass(className):
            "`presentation()` of a \(className), a layer class of the code's own: the layer answered with its model values"
        case let .ownLayerClass(className):
            "a view's `layerClass` is \(className), the code's own: the stand-in made the nearest of its layers, without its overrides"
        case let .unknownKeyPath(keyPath, type):
            "`\(keyPath)` of \(type) was read or set by key path, which the stand-in does not model: nil was read, or nothing set"
        case let .layoutNotSimulated(what):
            "Auto Layout the stand-in does not do: \(what)"
        case let .unsatisfiableConstraints(broken):
            "required constraints could not all hold; the stand-in broke \(broken)"
        }
    }

    var facts: [EventFact] {
        var facts = [EventFact("what", .text(kind.rawValue))]
        switch self {
        case let .wallClockWait(clock, seconds):
            facts += [EventFact("clock", .text(clock)), EventFact("seconds", .number(seconds, digits: 3))]
        case .resumedFromAnotherThread:
            break
        case let .horizontalScrolling(api):
            facts.append(EventFact("api", .text(api)))
        case let .imageNotDecoded(type):
            facts.append(EventFact("type", .text(type)))
        case let .observation(keyPath, type):
            facts += [EventFact("keyPath", .text(keyPath)), EventFact("type", .text(type))]
        case let .api(name, why):
            facts += [EventFact("api", .text(name)), EventFact("why", .text(why))]
        case let .animationNotInterpolated(keyPath):
            facts.append(EventFact("keyPath", .text(keyPath)))
        case let .presentationOfOwnLayerClass(className), let .ownLayerClass(className):
            facts.append(EventFact("class", .text(className)))
        case let .unknownKeyPath(keyPath, type):
            facts += [EventFact("keyPath", .text(keyPath)), EventFact("type", .text(type))]
        case let .layoutNotSimulated(what):
            facts.append(EventFact("detail", .text(what)))
        case let .unsatisfiableConstraints(broken):
            facts.append(EventFact("broken", .text(broken)))
        }
        return facts
    }
}

extension Timeline {
    /// The run's `notSimulated` events, in time order.
    public var notSimulated: [(time: Double, frame: Int, what: NotSimulated)] {
        events.compactMap { event in
            if case let .notSimulated(what) = event.kind { return (event.time, event.frame, what) }
            return nil
        }
    }
}
