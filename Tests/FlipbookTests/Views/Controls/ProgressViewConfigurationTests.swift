import Testing
@testable import Flipbook

@MainActor
@Suite struct ProgressViewConfigurationTests {
    /// A style that pads the system's progress view.
    private struct Padded: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).padding(10)
        }
    }

    @Test func aStyleDrawsTheSystemBarFromItsConfiguration() {
        let graph = makeGraph(ProgressView(value: 0.5).progressViewStyle(Padded()).frame(width: 220),
                              size: CGSize(width: 300, height: 100))
        // The 4-pt track spans the 220-pt frame less 10 on each side: 200 wide from x = 50; the
        // fill is half of it.
        let shapes = graph.displayList(at: 0).flattened.filter { $0.kind == "shape" }.map(\.rect)
        #expect(shapes.contains { $0.minX == 50 && $0.width == 200 && $0.height == 4 })
        #expect(shapes.contains { $0.minX == 50 && $0.width == 100 && $0.height == 4 })
    }
}
