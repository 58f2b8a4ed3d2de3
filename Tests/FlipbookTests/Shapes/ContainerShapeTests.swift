import Testing
@testable import Flipbook
import FlipbookDisplayList

@MainActor
@Suite struct ContainerShapeTests {
    private func paths(_ graph: ViewGraph) -> [PathData] {
        graph.displayList(at: 0).items.flatMapShapes()
    }

    @Test func aContainerRelativeShapeIsTheContainersShapeInsetToFit() {
        // A 200 × 200 card with 20-pt corners, centred in 400 × 300 (100, 50); inside it 8 pt in,
        // a concentric shape: 12-pt corners.
        let graph = makeGraph(ContainerRelativeShape().fill(.red)
            .padding(8)
            .frame(width: 200, height: 200)
            .containerShape(RoundedRectangle(cornerRadius: 20)))
        let inner = RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 108, y: 58, width: 184, height: 184)).data
        #expect(paths(graph) == [inner])
    }

    /// A clip, a background's shape and a border stroked inside take the container's shape too.
    @Test func asAClipABackgroundAndABorderItTakesTheContainersShape() throws {
        func inCard(_ content: some View) -> ViewGraph {
            makeGraph(content.padding(8).frame(width: 200, height: 200).containerShape(RoundedRectangle(cornerRadius: 20)))
        }
        let inner = RoundedRectangle(cornerRadius: 12).path(in: CGRect(x: 108, y: 58, width: 184, height: 184)).data
        let clipped = inCard(Color.red.clipShape(ContainerRelativeShape()))
        guard case .group(let group) = try #require(clipped.displayList(at: 0).items.first) else {
            Issue.record("the clip is not a group")
            return
        }
        #expect(group.clip == inner)
        #expect(paths(inCard(Color.clear.background(.blue, in: ContainerRelativeShape()))).first == inner)
        // A 4-pt border: the shape inset by 2, 10 pt inside the card, so 10-pt corners.
        let border = RoundedRectangle(cornerRadius: 10).path(in: CGRect(x: 110, y: 60, width: 180, height: 180)).data
        #expect(paths(inCard(ContainerRelativeShape().strokeBorder(.red, lineWidth: 4))) == [border])
    }

    @Test func theNearestEdgeSetsTheInset() {
        let reference = ContainerShapeReference(RoundedRectangle(cornerRadius: 20))
        reference.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        // 4 pt from the top, 10 from the sides: corners of 16.
        #expect(reference.path(fitting: CGRect(x: 10, y: 4, width: 180, height: 40)).data
                == RoundedRectangle(cornerRadius: 16).path(in: CGRect(x: 10, y: 4, width: 180, height: 40)).data)
    }

    @Test func withoutAContainerShapeItIsTheFrame() {
        let graph = makeGraph(ContainerRelativeShape().fill(.red).frame(width: 200, height: 100))
        #expect(paths(graph) == [Path(CGRect(x: 100, y: 100, width: 200, height: 100)).data])
    }
}

private extension [DisplayItem] {
    /// Every shape's path, in drawing order.
    func flatMapShapes() -> [PathData] {
        flatMap { item -> [PathData] in
            switch item {
            case .shape(let shape): [shape.path]
            case .group(let group): group.items.flatMapShapes()
            default: []
            }
        }
    }
}
