/// A view whose content is a function of its own size and position. It takes
/// all the space offered (0 in an unspecified dimension) and places its
/// content at its top-leading corner, proposing it the whole size.
///
///     GeometryReader { proxy in
///         Text("\(Int(proxy.size.width)) wide")
///     }
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let record = context.owner.child(at: context.id, type: ObjectIdentifier(Self.self))
        let content = self.content
        return [GeometryReaderElement(record: record, context: context) { AnyView(content($0)) }]
    }
}

/// The size and position of a `GeometryReader`, in any coordinate space.
public struct GeometryProxy: Equatable {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in scene coordinates.
    let globalFrame: CGRect
    let namedSpaces: [AnyHashable: CGRect]

    /// Insets of the safe area: zero (scenes have none).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's bounds in `coordinateSpace`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            let space = namedSpaces[name] ?? .zero
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// `anchor`'s rectangle or point (or an array or optional of them) in the reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let value = anchor.sceneValue
        guard let geometry = value as? any AnchorGeometry else { return value }
        return geometry.translated(by: CGPoint(x: -globalFrame.minX, y: -globalFrame.minY)) as! T
    }

    public static func == (lhs: GeometryProxy, rhs: GeometryProxy) -> Bool {
        lhs.size == rhs.size && lhs.globalFrame == rhs.globalFrame && lhs.namedSpaces == rhs.namedSpaces
    }
}

/// The content of a `GeometryReader`, built during layout once the reader's
/// frame is known, and rebuilt only when that frame or its state changes.
final class GeometryReaderElement: Element {
    private let record: CompositeRecord
    private var context: ResolveContext
    private let build: (GeometryProxy) -> AnyView
    private var proxy: GeometryProxy?

    init(record: CompositeRecord, context: ResolveContext, build: @escaping (GeometryProxy) -> AnyView) {
        self.record = record
        self.build = build
        var inner = context
        inner.owner = record
        inner.id = context.id.appending(.content)
        inner.stackAxis = nil
        self.context = inner
        super.init(.container, id: context.id)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in frame: CGRect) {
        let current = GeometryProxy(size: frame.size, globalFrame: frame,
                                    namedSpaces: context.environment.coordinateSpaces?.frames ?? [:])
        if current != proxy || children.isEmpty || record.isDirty || record.hasDirtyDescendant {
            let changed = current != proxy
            proxy = current
            var inner = context
            inner.inputsChanged = context.inputsChanged || changed
            inner.isPresentation = context.graph.isPresenting
            inner.isFresh = inner.inputsChanged
            record.beginResolve()
            setChildren(inner.resolve(build(current)))
            record.endResolve()
            context.inputsChanged = false
        }
        for child in children {
            child.place(in: CGRect(origin: frame.origin, size: child.sizeThatFits(ProposedViewSize(frame.size))))
        }
    }
}
