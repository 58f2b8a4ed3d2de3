/// A hairline separator: horizontal in a `VStack` (or outside stacks), vertical in an `HStack`.
public struct Divider: View, PrimitiveView {
    public init() {}
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let thickness = 1 / context.graph.pixelScale
        let vertical = context.stackAxis == .horizontal
        return [ShapeElement(shape: DividerLine(thickness: thickness, vertical: vertical),
                             color: Color(.separator).resolvedColor(in: context.environment), context: context)]
    }
}

/// The divider's shape: as long as offered, one pixel thick.
struct DividerLine: Shape {
    let thickness: CGFloat
    let vertical: Bool

    func path(in rect: CGRect) -> Path { Path(rect) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        vertical ? CGSize(width: thickness, height: proposal.height ?? 0)
                 : CGSize(width: proposal.width ?? 0, height: thickness)
    }
}
