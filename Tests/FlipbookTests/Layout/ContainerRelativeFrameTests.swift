import Testing
@testable import Flipbook

/// `containerRelativeFrame`: sizes from the nearest container, the scene's safe area or a scroll view.
@MainActor
@Suite struct ContainerRelativeFrameTests {
    @Test func takesTheScenesLengthOrAShareOfIt() {
        // The 400 × 300 scene is the container.
        #expect(makeGraph(Rectangle().frame(height: 10).containerRelativeFrame(.horizontal) { length, _ in length * 0.6 })
            .frames(of: "Rectangle") == [[80, 145, 240, 10]])
        #expect(makeGraph(Rectangle().containerRelativeFrame([.horizontal, .vertical]))
            .frames(of: "Rectangle") == [[0, 0, 400, 300]])
    }

    @Test func columnsOfAHorizontalScrollView() {
        // Three columns 10 apart across the 400-point scroll view: (400 − 2 × 10) / 3 ≈ 126.67 each;
        // a card spanning two is 2 × 126.67 + 10 ≈ 263.33; frames land on whole pixels at scale 1.
        let graph = makeGraph(ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Rectangle().containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                Rectangle().containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            }
        }.frame(height: 50))
        #expect(graph.frames(of: "Rectangle").map { $0[2] } == [127, 263])
    }

    @Test func aVerticalScrollViewLessItsMarginsIsTheContainer() {
        let graph = makeGraph(ScrollView {
            Rectangle().containerRelativeFrame(.vertical) { length, _ in length / 2 }
        }.contentMargins(20, for: .scrollContent))
        // 300 tall less 20 above and below: 260; half is 130.
        #expect(graph.frames(of: "Rectangle").first?[3] == 130)
    }
}
