/// The frame times of a finger's moves: `count` of them, one per frame after `start`, the last
/// `duration` later (rounded to whole frames, at least one). Times are whole frames when `start` is.
struct FrameSteps {
    let count: Int
    private let startFrame: Double
    private let fps: Double

    init(from start: Double, duration: Double, fps: Double) {
        let frame = start * fps
        startFrame = abs(frame - frame.rounded()) < 1e-9 ? frame.rounded() : frame
        count = max(1, Int((duration * fps).rounded()))
        self.fps = fps
    }

    func time(of step: Int) -> Double { (startFrame + Double(step)) / fps }
}
