/// The shape `containerShape(_:)` gives the views inside, and where it was last laid out: a
/// `ContainerRelativeShape` filled or stroked inside takes it, inset to fit its own frame.
@MainActor
final class ContainerShapeReference {
    private let insetPath: (CGRect, CGFloat) -> Path
    /// The container's frame at the last layout.
    var frame = CGRect.zero

    init<S: InsettableShape>(_ shape: S) {
        insetPath = { rect, amount in shape.inset(by: amount).path(in: rect) }
    }

    /// The container's shape concentric with it and fitting `rect`: inset by the distance from
    /// `rect` to the container's nearest edge (a rounded rectangle's corners shrink by it), in
    /// `rect`'s coordinates.
    func path(fitting rect: CGRect) -> Path {
        let inset = max(0, min(rect.minX - frame.minX, rect.minY - frame.minY, frame.maxX - rect.maxX, frame.maxY - rect.maxY))
        return insetPath(rect.insetBy(dx: -inset, dy: -inset), inset)
    }
}

/// Records its frame in the reference the views inside read, before they are placed.
final class ContainerShapeElement: Element {
    private let reference: ContainerShapeReference

    init(reference: ContainerShapeReference, child: Element, id: ViewID) {
        self.reference = reference
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { "ContainerShape" }
    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) {
        reference.frame = frame
        super.placeChildren(in: frame)
    }
}

struct ContainerShapeModifier<S: InsettableShape>: ViewModifier, PrimitiveModifier {
    let shape: S
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let reference = ContainerShapeReference(shape)
        let elements = context.with { $0.containerShape = reference }.resolveChild(content, component: .content)
        return context.wrapEach(elements) { ContainerShapeElement(reference: reference, child: $0, id: $1) }
    }
}

private enum ContainerShapeKey: EnvironmentKey { static var defaultValue: ContainerShapeReference? { nil } }

extension EnvironmentValues {
    /// The container shape `ContainerRelativeShape`s here take (`containerShape(_:)`).
    var containerShape: ContainerShapeReference? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of this view as a container: a `ContainerRelativeShape` filled or stroked
    /// inside takes it, inset to fit its frame, so nested cards keep concentric corners.
    /// Partial: a `ContainerRelativeShape` used as a clip, a background's shape or inset still draws its frame's rectangle.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}
