import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// Flipbook's presentations with Reduce Motion (and its Prefer Cross-Fade Transitions option):
/// what moves and what only fades, compared frame for frame with the same scene in motion.
@MainActor
@Suite struct ReduceMotionTests {
    /// The leaf at the end of `path` (`Text("Pushed")`) at `time`, as the value track sees it.
    private func leaf(_ name: String, in graph: ViewGraph, at time: Double) throws -> MotionSample.Leaf {
        _ = graph.displayList(at: time)
        return try #require(graph.motionSample(at: time).leaves.first { $0.path.hasSuffix(name) })
    }

    private func graph<V: View>(_ view: V, reduced: Bool) -> ViewGraph {
        makeGraph(view.environment(\.accessibilityReduceMotion, reduced)
                      .environment(\.accessibilityPrefersCrossFadeTransitions, reduced),
                  size: CGSize(width: 300, height: 400))
    }

    @Test func aPushCrossFadesInPlaceInsteadOfSliding() throws {
        struct Pusher: View {
            var body: some View {
                NavigationStack { NavigationLink("Next") { Text("Pushed") } }
            }
        }
        let moving = graph(Pusher(), reduced: false), still = graph(Pusher(), reduced: true)
        for graph in [moving, still] { try graph.tap("Next", at: 0) }
        // Part way: the pushed page slides in from the trailing edge while the page under it slides
        // a third as far; with cross-fades it is in place, as opaque as the slide is far along.
        let sliding = try leaf(#"Text("Pushed")"#, in: moving, at: 0.1)
        let progress = 1 - sliding.transform.tx / 300
        #expect(sliding.opacity == 1 && progress > 0.2 && progress < 0.8)
        #expect(abs(try leaf(#"Text("Next")"#, in: moving, at: 0.1).transform.tx + progress * 100) < 1e-9)
        let fading = try leaf(#"Text("Pushed")"#, in: still, at: 0.1)
        #expect(fading.transform.tx == 0 && fading.transform.ty == 0)
        #expect(abs(fading.opacity - progress) < 1e-9)
        #expect(try leaf(#"Text("Next")"#, in: still, at: 0.1).transform.tx == 0)
        #expect(try leaf(#"Text("Pushed")"#, in: still, at: 1).opacity == 1)
    }

    @Test func aSheetFadesInInsteadOfSlidingUp() throws {
        struct Presenter: View {
            @State var shown = false
            var body: some View {
                Button("Show") { shown = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .sheet(isPresented: $shown) { Text("Sheet") }
            }
        }
        let moving = graph(Presenter(), reduced: false), still = graph(Presenter(), reduced: true)
        for graph in [moving, still] { try graph.tap("Show", at: 0) }
        // The sheet rises from just below the screen.
        let below = try leaf(#"Text("Sheet")"#, in: moving, at: 0)
        let rising = try leaf(#"Text("Sheet")"#, in: moving, at: 0.1)
        let settled = try leaf(#"Text("Sheet")"#, in: moving, at: 1)
        #expect(below.frame.minY + below.transform.ty >= 400 && settled.transform.ty == 0)
        let progress = 1 - rising.transform.ty / below.transform.ty
        #expect(rising.opacity == 1 && progress > 0.2 && progress < 0.8)
        let fading = try leaf(#"Text("Sheet")"#, in: still, at: 0.1)
        #expect(fading.transform.ty == 0 && fading.frame == settled.frame)
        #expect(abs(fading.opacity - progress) < 1e-9)
    }

    @Test func anAlertOnlyFadesWithReduceMotion() throws {
        struct Notice: View {
            @State var shown = false
            var body: some View {
                Button("Show") { shown = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .alert("Saved", isPresented: $shown) {}
            }
        }
        // Reduce Motion alone (without cross-fades) is what removes the alert's zoom.
        let moving = makeGraph(Notice(), size: CGSize(width: 300, height: 400))
        let still = makeGraph(Notice().environment(\.accessibilityReduceMotion, true), size: CGSize(width: 300, height: 400))
        for graph in [moving, still] { try graph.tap("Show", at: 0) }
        let zooming = try leaf(#"Text("Saved")"#, in: moving, at: 0.05)
        let fading = try leaf(#"Text("Saved")"#, in: still, at: 0.05)
        #expect(zooming.transform.a > 1 && zooming.transform.a < 1.2)
        #expect(fading.transform.a == 1 && fading.transform.d == 1 && fading.transform.tx == 0 && fading.transform.ty == 0)
        #expect(fading.opacity > 0 && fading.opacity < 1 && abs(fading.opacity - zooming.opacity) < 1e-9)
    }

    @Test func crossFadesNeedReduceMotion() throws {
        let seen = SeenValues()
        for reduced in [false, true] {
            var scene = FlipbookScene("either", size: CGSize(width: 10, height: 10), duration: 0.1) {
                CrossFadeReader(seen: seen)
            }
            scene.accessibilityPrefersCrossFadeTransitions = true
            scene.accessibilityReduceMotion = reduced
            _ = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer()).displayList(at: 0)
        }
        #expect(seen.values == [false, true])
    }
}

@MainActor
private final class SeenValues {
    var values: [Bool] = []
}

private struct CrossFadeReader: View {
    let seen: SeenValues
    @Environment(\.accessibilityPrefersCrossFadeTransitions) private var crossFades
    var body: some View {
        seen.values.append(crossFades)
        return EmptyView()
    }
}
