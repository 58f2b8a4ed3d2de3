/// The shape `containerShape(_:)` gives the views inside, and where it was last laid out: a
/// `ContainerRelativeShape` inside (filled, stroked, a clip or a background's shape) takes it,
/// inset to fit its own frame.
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

/// A shape that takes the shape of the container it is in: `ContainerRelativeShape` and it inset.
@MainActor
protocol ContainerRelative {
    /// The shape in `frame` (in the container's coordinates) inside `container`.
    func path(inFrame frame: CGRect, container: ContainerShapeReference) -> Path
}

extension ContainerRelativeShape: ContainerRelative {
    func path(inFrame frame: CGRect, container: ContainerShapeReference) -> Path { container.path(fitting: frame) }
}

extension _InsetShape: ContainerRelative where Base: ContainerRelative {
    func path(inFrame frame: CGRect, container: ContainerShapeReference) -> Path {
        base.path(inFrame: insetRect(frame), container: container)
    }
}

extension Shape {
    /// The path in `frame`: the container's shape fitting it when this shape is container-relative
    /// and `container` is set.
    func path(inFrame frame: CGRect, container: ContainerShapeReference?) -> Path {
        guard let container, let relative = self as? any ContainerRelative else { return path(inFrame: frame) }
        return relative.path(inFrame: frame, container: container)
    }
}

extension ResolveContext {
    /// The container shape `shape` takes here, when it is container-relative.
    func container(for shape: some Shape) -> ContainerShapeReference? {
        shape is any ContainerRelative ? environment.containerShape : nil
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
    /// Sets the shape of this view as a container: a `ContainerRelativeShape` inside (filled,
    /// stroked, a clip or a background's shape) takes it, inset to fit its frame, so nested cards
    /// keep concentric corners.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}
