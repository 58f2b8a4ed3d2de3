import Testing
@testable import Flipbook
import FlipbookTestSupport

/// The scroll offset along `axis` (minus the blue view's top or leading edge) on each frame up to
/// `last` of `view` run with `script` as a 60 fps scene, 400×300.
@MainActor
func scrollOffsets<V: View>(through last: Int, along axis: Axis = .vertical,
                            @ScriptBuilder script: @escaping @MainActor @Sendable () -> [any ScriptEvent],
                            @ViewBuilder view: @escaping @MainActor @Sendable () -> V) throws -> [CGFloat] {
    let scene = FlipbookScene("scroll-pan", size: CGSize(width: 400, height: 300), duration: 2, script: script, content: view)
    let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
    let blue = lightRGBA(.blue)
    return try (0...last).map { frame in
        let rect = try run.displayList(at: run.time(ofFrame: frame)).flattened.first { $0.kind == "shape" && $0.color == blue }!.rect
        return -(axis == .vertical ? rect.minY : rect.minX)
    }
}

/// Expects `value` within 1e-6 of `expected`.
func expectClose(_ value: CGFloat, _ expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(value - expected) < 1e-6, "\(value) is not \(expected)", sourceLocation: sourceLocation)
}

/// `rows` 50-pt rows in a scroll view, the first blue (what `scrollOffsets` follows).
struct ScrollFeed: View {
    var rows = 20
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.blue.frame(height: 50)
                ForEach(1..<rows, id: \.self) { _ in Color.gray.frame(height: 50) }
            }
        }
    }
}
