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
        }
    }
}
