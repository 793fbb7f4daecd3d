/// What the code under test did that the run cannot simulate: async work the simulated clock cannot
/// drive, and UIKit the stand-in accepts but does not model. Each is recorded as a `notSimulated`
/// event when it happens, so a run never uses the wall clock, or leaves something out, unseen.
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

    var facts: [EventFact] {
        switch self {
        case let .wallClockWait(clock, seconds):
            [
                EventFact("what", .text("wallClockWait")), EventFact("clock", .text(clock)),
                EventFact("seconds", .number(seconds, digits: 3)),
            ]
        case .resumedFromAnotherThread:
            [EventFact("what", .text("resumedFromAnotherThread"))]
        case let .horizontalScrolling(api):
            [EventFact("what", .text("horizontalScrolling")), EventFact("api", .text(api))]
        case let .imageNotDecoded(type):
            [EventFact("what", .text("imageNotDecoded")), EventFact("type", .text(type))]
        case let .animationNotInterpolated(keyPath):
            [EventFact("what", .text("animationNotInterpolated")), EventFact("keyPath", .text(keyPath))]
        case let .presentationOfOwnLayerClass(className):
            [EventFact("what", .text("presentationOfOwnLayerClass")), EventFact("class", .text(className))]
        case let .ownLayerClass(className):
            [EventFact("what", .text("ownLayerClass")), EventFact("class", .text(className))]
        case let .unknownKeyPath(keyPath, type):
            [EventFact("what", .text("unknownKeyPath")), EventFact("keyPath", .text(keyPath)), EventFact("type", .text(type))]
        case let .layoutNotSimulated(what):
            [EventFact("what", .text("layoutNotSimulated")), EventFact("detail", .text(what))]
        case let .unsatisfiableConstraints(broken):
            [EventFact("what", .text("unsatisfiableConstraints")), EventFact("broken", .text(broken))]
        }
    }
}
