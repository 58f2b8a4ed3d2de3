/// A scrollable view: its content is laid out at its ideal size along the scroll axes and
/// the scroll view's size across them, clipped to the scroll view and drawn shifted by the scroll
/// position (a `Scroll` script event, a `Drag` on its content, a `ScrollViewReader`'s proxy or
/// `scrollPosition(id:)` moves it).
///
///     ScrollView {
///         VStack { ForEach(items) { ItemRow(item: $0) } }
///     }
///
/// Along a scroll axis the scroll view takes the length it is offered (its content's when
/// offered none); across, it is as wide (or tall) as its content, as in SwiftUI. Several views of
/// content are stacked as a `VStack` (a `HStack` for a horizontal scroll view). Indicators show
/// while the position animates or a finger drags it and fade out after it stops; at rest there are
/// none, as on iOS.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The content that scrolls.
    public var content: Content
    /// The axes along which the content scrolls.
    public var axes: Axis.Set
    /// Whether scroll indicators show while the content scrolls.
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let persistent = context.persistentState
        let position = persistent[.scrollPosition] ?? ScrollOffsetState()
        persistent[.scrollPosition] = position
        let spaces = persistent[.scrollCoordinateSpaces] ?? NamedCoordinateSpaces(parent: nil)
        spaces.parent = context.environment.coordinateSpaces
        persistent[.scrollCoordinateSpaces] = spaces
        var inner = context.with {
            $0.enclosingScrollPosition = position
            $0.coordinateSpaces = spaces
        }
        inner.stackAxis = nil
        let contentID = context.id.appending(.content)
        let children = inner.resolveChild(content, component: .content)
        let stacked: Element? = switch children.count {
        case 0: nil
        case 1: children[0]
        default: axes == .horizontal ? LayoutElement(layout: HStackLayout(), children: children, id: contentID) as Element
            : LayoutElement(layout: VStackLayout(), children: children, id: contentID)
        }
        let showsIndicators = showsIndicators && !axes.isSubset(of: context.environment.hiddenScrollIndicators)
        return [ScrollElement(axes: axes, showsIndicators: showsIndicators, content: stacked, position: position,
                              spaces: spaces, state: persistent, context: context)]
    }
}

extension PersistentKey {
    /// A scroll view's position, kept with its identity.
    static var scrollPosition: PersistentKey<ScrollOffsetState> { "scroll.position" }
    /// The coordinate spaces inside a scroll view, where it records its frame as `.scrollView`.
    static var scrollCoordinateSpaces: PersistentKey<NamedCoordinateSpaces> { "scroll.coordinateSpaces" }
}
