/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    /// The scene's coordinates.
    case global
    /// The view's own coordinates.
    case local
    /// The coordinates of the view marked with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// The frames of the named coordinate spaces enclosing a view, filled in
/// during layout (a space's view is placed before anything inside it); the spaces of the
/// enclosing views are read through `parent` when asked, so they are as placed then.
@MainActor
final class NamedCoordinateSpaces {
    /// The spaces around these; a scroll view keeps its spaces with its identity and gives them
    /// the enclosing ones of each resolve.
    var parent: NamedCoordinateSpaces?
    private var own: [AnyHashable: CGRect] = [:]
    init(parent: NamedCoordinateSpaces?) { self.parent = parent }
    /// Every enclosing space's frame, the innermost of a name winning.
    var frames: [AnyHashable: CGRect] {
        guard let parent else { return own }
        return parent.frames.merging(own) { _, inner in inner }
    }
    func set(_ name: AnyHashable, _ frame: CGRect) { own[name] = frame }
}

struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let spaces = NamedCoordinateSpaces(parent: context.environment.coordinateSpaces)
        let inner = context.with { $0.coordinateSpaces = spaces }
        let elements = inner.resolveChild(content, component: .content)
        return context.wrapEach(elements) { NamedSpaceElement(name: name, spaces: spaces, child: $0, id: $1) }
    }
}

/// Records its frame as a named coordinate space for the views inside it.
final class NamedSpaceElement: Element {
    private let name: AnyHashable
    private let spaces: NamedCoordinateSpaces

    init(name: AnyHashable, spaces: NamedCoordinateSpaces, child: Element, id: ViewID) {
        self.name = name
        self.spaces = spaces
        super.init(.modifier, id: id, children: [child])
    }

    override func placeChildren(in frame: CGRect) {
        spaces.set(name, frame)
        super.placeChildren(in: frame)
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
