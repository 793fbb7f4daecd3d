/// Still frames (`World.appendStillFrames`) as a test asks for them: taken or not, and how many
/// were taken. Each run's own.
final class StillFrameLog: @unchecked Sendable {
    let takesStillFrames: Bool
    var taken = 0

    init(takesStillFrames: Bool) {
        self.takesStillFrames = takesStillFrames
    }
}
