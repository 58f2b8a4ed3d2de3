@testable import Flipbook
import FlipbookTestSupport

/// What a test's gesture callbacks did, in order.
@MainActor
final class GestureLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// Runs `view` with `script` as a 60 fps scene through every frame up to `end` seconds.
@MainActor
func runFrames<V: View>(through end: Double, size: CGSize = CGSize(width: 400, height: 300),
                        @ScriptBuilder script: @escaping @MainActor @Sendable () -> [any ScriptEvent],
                        @ViewBuilder view: @escaping @MainActor @Sendable () -> V) throws -> SceneRun {
    let scene = FlipbookScene("gesture-test", size: size, duration: 2, script: script, content: view)
    let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
    for frame in 0...Int((end * 60).rounded()) { _ = try run.displayList(at: run.time(ofFrame: frame)) }
    return run
}

/// `value` printed with at most 6 decimals (velocities are quotients of frame times).
func rounded(_ value: CGFloat) -> String {
    let r = (Double(value) * 1_000_000).rounded() / 1_000_000
    return r == r.rounded() ? String(Int(r)) : String(r)
}
