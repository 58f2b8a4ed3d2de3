import FlipbookDisplayList

/// A shape painted with a style that draws more than a colour or a gradient (`ImagePaint`'s
/// tiles, a `Material`'s backdrop): as large as the shape makes itself, drawn along its path in
/// the presented frame. Subclasses draw the style.
class StyledShapeElement<S: Shape>: LeafElement {
    private let shape: S

    init(shape: S, context: ResolveContext) {
        self.shape = shape
        super.init(context: context)
    }

    override final func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// The frame on screen at `time`, and the shape's path in it.
    func presentedPath(at time: Double) -> (frame: CGRect, path: PathData) {
        let frame = presentedFrame(at: time)
        return (frame, shape.path(inFrame: frame).data)
    }
}
