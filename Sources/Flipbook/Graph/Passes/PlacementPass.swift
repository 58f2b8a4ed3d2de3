/// Post-layout placement: what is placed from where other views were laid out. Its participants,
/// in order: removed branches resolved for their removal are placed in their last frame, then
/// views with a matched geometry take their source's frame and learn where they fly from or to.
@MainActor
struct PlacementPass {
    let graph: ViewGraph

    func run(_ roots: [Element]) {
        for participant in graph.participants { participant.placeAfterLayout(roots, in: graph) }
    }
}
