import Testing
@testable import Flipbook
import FlipbookDisplayList

private struct DrawIn: View {
    @State private var progress: CGFloat = 0
    var body: some View {
        VStack {
            Rectangle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 2).frame(width: 100, height: 50)
            Button("Draw") { withAnimation(.linear(duration: 1)) { progress = 1 } }
        }
    }
}

@MainActor
@Suite struct TrimTests {
    @Test func trimmingARectangleFollowsItsOutline() {
        // A 100 × 50 rectangle is 300 long: a third of it is the top edge.
        let top = PathData.rect(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmed(from: 0, to: 1.0 / 3)
        #expect(top.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0))])
        let corner = PathData.rect(CGRect(x: 0, y: 0, width: 100, height: 50)).trimmed(from: 0.25, to: 0.5)
        #expect(corner.elements == [.move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
        #expect(PathData.rect(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmed(from: 0.5, to: 0.5).elements.isEmpty)
    }

    @Test func trimAnimates() throws {
        let graph = makeGraph(DrawIn(), size: CGSize(width: 200, height: 200))
        try graph.tap("Draw", at: 0)
        // Half-way, the stroke covers the top and right edges (150 of 300). The stack is
        // 50 + 7.25 (text below a plain view, fake metrics) + 22 (21.25 on the pixel grid) = 79.25
        // tall, so the rectangle is at (50, 60.375), 60 after rounding.
        guard case .shape(let shape) = graph.displayList(at: 0.5).items[0] else { Issue.record("no shape"); return }
        let points = shape.path.elements.compactMap { element -> CGPoint? in
            if case .line(let p) = element { return p } else { return nil }
        }
        #expect(points.last == CGPoint(x: 150, y: 110))
    }
}
