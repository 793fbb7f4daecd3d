/// When each frame reached the screen, for a run whose main thread had work to do
/// (`Timeline.pacing`; `nil` when every frame was free and so on time).
///
/// A frame whose commit missed its vsync is presented at the first vsync after the main thread
/// is free; the frames in between show the last commit again (`held`). Apple calls the late
/// frame a hitch and how late it is its hitch time ("Understanding hitches in your app").
public struct FramePacing: Sendable, Equatable {
    /// Per frame: true when the screen still shows an earlier commit.
    public var held: [Bool]
    /// Per frame: how late its commit reached the screen (ms); 0 on time and for held frames.
    public var lateMs: [Double]

    public init(held: [Bool] = [], lateMs: [Double] = []) {
        self.held = held
        self.lateMs = lateMs
    }

    /// Whether `frame` presents a commit that came late, after held frames: the content catches
    /// up at once with what moved meanwhile.
    public func isCatchUp(_ frame: Int) -> Bool {
        lateMs.indices.contains(frame) && lateMs[frame] > 0
    }
}
