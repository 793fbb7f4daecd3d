/// The render loop when the main thread has work to do (`Scenario.mainThread`).
///
/// Apple's render loop ("Explore UI animation hitches and the render loop", tech talk 10855,
/// 2021): each vsync the app handles events and commits its layer tree on the main thread; a
/// commit that misses its vsync leaves the previous frame on screen, and the late frame shows at
/// the first vsync after the main thread is free — a commit hitch. The render server's own
/// stages add the same delay to every frame, so they shift nothing here and are left out.
///
/// Per vsync:
/// - while the main thread is still busy (its clock is past the vsync), the screen holds the last
///   commit. Main-thread motion — finger tracking, deceleration, bounce and
///   `setContentOffset(animated:)` — does not advance; animations already committed to Core
///   Animation (`UIView.animate` of an inset) keep playing, as the render server runs them;
/// - otherwise the main queue runs what is due (each block's cost moves the clock); if that work
///   runs past the next vsync, this frame misses its deadline and the screen holds too;
/// - else the frame commits: deceleration and scroll animations advance by the real time since
///   the last commit (their closed forms compose, so the content lands where it would have been),
///   the touches that queued up are handled together with their own timestamps, the frame is
///   sampled, and the commit's own work (layout, cells brought into view) is charged.
///
/// Assumed, as Apple does not document it: a frame commits when the main thread is free at its
/// vsync; a hitch's time is the vsyncs between the first held frame and the commit that ends the
/// hold. `RenderLoopTests` pins the consequences.
extension World {
    func runPaced() -> Timeline {
        let frameRate = scenario.frameRate
        let frameDuration = 1 / frameRate
        let lastFrame = World.lastFrame(duration: scenario.duration, frameRate: frameRate)
        // A commit must be free by its vsync; ε absorbs the rounding of `index / frameRate`.
        let epsilon = 1e-9
        var pacing = FramePacing()
        var committed: (index: Int, time: Double, modelOffset: Double, animations: [PresentationAnimation])?
        var previousOffset = scrollView.presentedOffset
        var firstHeld: Int?
        let samples = [FrameSample].withSampleRoom(lastFrame + 1) { samples in
            for index in 0...lastFrame {
                let time = Double(index) / frameRate
                // Work left over from before this vsync: no new frame now.
                var busy = runtime.now > time + epsilon
                if !busy {
                    runtime.beginFrame(index, at: time)
                    // What the main queue ran must leave this frame's commit before the next vsync.
                    busy = runtime.now > time + frameDuration + epsilon
                }
                if busy, let last = committed, let shown = samples.last {
                    runtime.frame = index
                    firstHeld = firstHeld ?? index
                    let offset = last.animations.reduce(last.modelOffset) { $0 + $1.offsetDelta * $1.remainingShare(at: time) }
                    samples.append(shown.held(frame: index, time: time, offset: offset))
                    if list != nil { listTrack.holdLastFrame() }
                    pacing.held.append(true)
                    pacing.lateMs.append(0)
                    previousOffset = offset
                    continue
                }
                if index > 0, let last = committed {
                    advancePhysics(milliseconds: (time - last.time) * 1000)
                }
                // Touches that arrived while the main thread was busy, each at its own vsync.
                for vsync in ((committed?.index ?? -1) + 1)...index {
                    let touchTime = Double(vsync) / frameRate
                    finger.touches(at: touchTime) { deliver($0, at: touchTime) }
                }
                let sample = commit(index, time, previousOffset: previousOffset, laysOutList: list != nil)
                previousOffset = sample.offset
                samples.append(sample)
                pacing.held.append(false)
                pacing.lateMs.append(firstHeld.map { Double(index - $0) * frameDuration * 1000 } ?? 0)
                firstHeld = nil
                committed = (index, time, scrollView.contentOffset.y, scrollView.presentationAnimations)
                runtime.mainThreadWork?.commit(offset: scrollView.contentOffset.y)
            }
        }
        return makeTimeline(samples: samples, pacing: pacing)
    }
}

extension FrameSample {
    /// This sample shown again at a later vsync: the same commit, with Core Animation's
    /// animations moved on to `time` (`offset`).
    func held(frame: Int, time: Double, offset: Double) -> FrameSample {
        var sample = self
        sample.frame = frame
        sample.time = time
        sample.offset = offset
        return sample
    }
}
