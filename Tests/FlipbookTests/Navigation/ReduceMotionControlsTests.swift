import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Under Reduce Motion, iOS keeps the switch's knob slide, the action sheet's slide up and a paged
/// TabView's page slide: UIKit's switch animates its knob whenever the change is animated (no
/// Reduce Motion branch), the action-sheet style moves its centre up from below the container with
/// no Reduce Motion branch (the alert style has one and drops its zoom), and SwiftUI leaves the
/// animation of a selection change to the app's transaction. Each is compared frame for frame with
/// the same view without Reduce Motion.
@MainActor
@Suite struct ReduceMotionControlsTests {
    @MainActor
    private struct Pair {
        let moving: ViewGraph, still: ViewGraph
        var both: [ViewGraph] { [moving, still] }

        /// The first leaf whose path contains `name`, in each graph at `time`.
        func leaves(_ name: String, at time: Double) throws -> [MotionSample.Leaf] {
            try both.map { graph in
                _ = graph.displayList(at: time)
                return try #require(graph.motionSample(at: time).leaves.first { $0.path.contains(name) })
            }
        }

        /// Whether every leaf of the two graphs is the same at `time`.
        func same(at time: Double) -> Bool {
            for graph in both { _ = graph.displayList(at: time) }
            return moving.motionSample(at: time).leaves == still.motionSample(at: time).leaves
        }
    }

    /// Two graphs of `view`, each with its own view (and so its own state).
    private func pair<V: View>(_ view: () -> V) -> Pair {
        func graph(reduced: Bool) -> ViewGraph {
            makeGraph(view().environment(\.accessibilityReduceMotion, reduced)
                          .environment(\.accessibilityPrefersCrossFadeTransitions, reduced),
                      size: CGSize(width: 300, height: 400))
        }
        return Pair(moving: graph(reduced: false), still: graph(reduced: true))
    }

    @Test func theSwitchKnobStillSlides() throws {
        struct Switch: View {
            @State var isOn = false
            var body: some View { Toggle("Wi-Fi", isOn: $isOn).padding() }
        }
        let graphs = pair { Switch() }
        for graph in graphs.both { try Flip("Wi-Fi", at: 0).perform(on: graph) }
        // The 51 pt track ends 16 pt from the right edge (233…284): the 27 pt knob slides from
        // x 235 to 255 (2 pt inside the track), part way at 0.1 s, alike in both.
        #expect(try graphs.leaves("Circle", at: 0).map(\.frame.minX) == [235, 235])
        let middle = try graphs.leaves("Circle", at: 0.1).map(\.frame.minX)
        #expect(middle[0] > 245 && middle[0] < 250)
        #expect(middle[0] == middle[1])
        #expect(graphs.same(at: 0.15) && graphs.same(at: 0.2))
        #expect(try graphs.leaves("Circle", at: 1).map(\.frame.minX) == [255, 255])
    }

    @Test func theActionSheetStillSlidesUp() throws {
        struct Asker: View {
            @State var asks = false
            var body: some View {
                Button("Delete…") { asks = true }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .confirmationDialog("Delete the draft?", isPresented: $asks, titleVisibility: .visible) {
                        Button("Delete", role: .destructive) {}
                    }
            }
        }
        let graphs = pair { Asker() }
        for graph in graphs.both { try graph.tap("Delete…", at: 0) }
        // Part way, the sheet's button is still below where it settles, moved alike in both,
        // and fully opaque (it slides, it does not fade).
        let rising = try graphs.leaves(#"Text("Delete")"#, at: 0.1)
        #expect(rising[0].transform.ty > 100 && rising[0].transform.ty < 120 && rising[0].opacity == 1)
        #expect(rising[0] == rising[1])
        #expect(graphs.same(at: 0.15) && graphs.same(at: 0.2))
        #expect(try graphs.leaves(#"Text("Delete")"#, at: 1).map(\.transform.ty) == [0, 0])
    }

    @Test func aPagedTabViewStillSlidesToTheNewPage() throws {
        struct Pages: View {
            @State var page = 0
            var body: some View {
                VStack {
                    TabView(selection: $page) {
                        Text("One").tag(0)
                        Text("Two").tag(1)
                    }
                    .tabViewStyle(.page)
                    Button("Next") { withAnimation { page = 1 } }
                }
            }
        }
        let graphs = pair { Pages() }
        for graph in graphs.both { try graph.tap("Next", at: 0) }
        // The second page comes in from the right edge (300 pt) to its place, alike in both.
        let coming = try graphs.leaves(#"Text("Two")"#, at: 0.1)
        #expect(graphs.same(at: 0.15) && graphs.same(at: 0.2))
        let settled = try graphs.leaves(#"Text("Two")"#, at: 1)
        let offset = coming[0].frame.minX + coming[0].transform.tx - settled[0].frame.minX - settled[0].transform.tx
        #expect(offset > 180 && offset < 200)
        #expect(coming[0] == coming[1] && settled[0] == settled[1])
    }
}
