import FlipbookDisplayList

/// How a screen's bar follows its content's scrolling, as UIKit's navigation bar does: the
/// screen follows the outermost vertical scroll view in its content (a `List`, a `ScrollView`).
/// As the content scrolls up, the large title (and the search field below it) moves up with it
/// and slides under the bar; once it has gone, the bar shows its inline title and its material
/// background with a hairline (iOS's standard appearance; at the top, its transparent scroll-edge
/// appearance). Pulled down, the header comes down with the content and a refresh spinner shows
/// above it.
@MainActor
enum NavigationScrollEdge {
    /// What a view that follows the scroll does.
    enum Role {
        /// The large title and search field: moves with the content, clipped at the bar's bottom
        /// edge (its own top at rest).
        case header
        /// The bar's inline title on a screen whose header is `headerHeight` tall: fades in over
        /// the last `titleFade` points of the header passing under the bar.
        case barTitle(headerHeight: CGFloat)
        /// The bar's background: shown once the content has scrolled `headerHeight` under the bar.
        case barBackground(headerHeight: CGFloat)
        /// The bar's background shown at every offset (`toolbarBackground(.visible)`), reaching
        /// down behind the `headerHeight` header: its bottom edge moves up with the header until
        /// the header has gone, and stays put when the content is pulled down.
        case shownBarBackground(headerHeight: CGFloat)
    }

    /// How far up the view moves (down, negative), how opaque the view is, and whether it is clipped at its top.
    struct Look: Equatable {
        var shift: CGFloat = 0
        var opacity: Double = 1
        var clipsAboveTop = false
    }

    /// Points over which the inline title fades in (an estimate of UIKit's hand-over).
    static let titleFade: CGFloat = 10

    /// The look of a view in `role` with the content scrolled `offset` points up.
    static func look(of role: Role, atOffset offset: CGFloat) -> Look {
        switch role {
        case .header:
            return Look(shift: offset, clipsAboveTop: true)
        case .barTitle(let height):
            return Look(opacity: min(1, max(0, (offset - height + titleFade) / titleFade)))
        case .barBackground(let height):
            return Look(opacity: offset > height ? 1 : 0)
        case .shownBarBackground(let height):
            return Look(shift: min(max(offset, 0), height))
        }
    }

    /// The scroll view a screen whose content is `elements` follows: its outermost vertical
    /// scroll view (not one leaving), if it has one.
    static func followedScroll(in elements: [Element]) -> ScrollElement? {
        Element.outermost(in: elements, onScreen: true) { element in
            guard let scroll = element as? ScrollElement, scroll.scrolls(along: .vertical), !scroll.traits.isDeparting else { return nil }
            return scroll
        }
    }
}

/// Reports whether the content of `scroll` has scrolled more than `headerHeight` under the bar
/// (the bar's automatic background then shows), after each layout and on every frame while it
/// moves; a change runs `action` once the update is done. Without a scroll view, nothing.
struct NavigationScrolledUnderBar: ViewModifier, WrappingModifier {
    let scroll: ScrollElement?
    let headerHeight: CGFloat
    let action: @MainActor (Bool) -> Void
    typealias Body = Never

    private static var key: PersistentKey<ScrollGeometryObserver<Bool>> { "navigation.scrolledUnderBar" }

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        guard let scroll else { return child }
        let state = context.persistentState(for: child)
        let observer = state[Self.key] ?? ScrollGeometryObserver<Bool>(graph: context.graph, seen: false)
        state[Self.key] = observer
        let headerHeight = headerHeight
        // The geometry's offset counts from above the insets; the bar's background reads the offset.
        observer.transform = { NavigationScrollEdge.look(of: .barBackground(headerHeight: headerHeight), atOffset: $0.contentOffset.y + $0.contentInsets.top).opacity > 0 }
        observer.action = { [action] _, scrolled in action(scrolled) }
        return ScrollGeometryObserverElement(child: child, id: id, observer: observer, watching: scroll)
    }
}

/// Draws its view as `role` says for where `position` is scrolled at each frame (as it is
/// without a position to follow).
struct NavigationScrollLinked: ViewModifier, WrappingModifier {
    let position: ScrollOffsetState?
    let role: NavigationScrollEdge.Role
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        NavigationScrollLinkedElement(position: position, role: role, child: child, id: id)
    }
}

/// A view drawn moved, faded or clipped by the scroll offset it follows (see ``NavigationScrollEdge``).
final class NavigationScrollLinkedElement: Element {
    private let position: ScrollOffsetState?
    private let role: NavigationScrollEdge.Role

    init(position: ScrollOffsetState?, role: NavigationScrollEdge.Role, child: Element, id: ViewID) {
        self.position = position
        self.role = role
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { "NavigationScrollLinked" }

    /// It changes with the offset, which moves only while the scroll view animates.
    override var isAnimatingItself: Bool? { position?.isMoving ?? false }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        guard let position else { return emitChildren(children, into: &items, at: time) }
        let look = NavigationScrollEdge.look(of: role, atOffset: position.presentedOffset(at: time).y)
        guard look.opacity > 0 else { return }
        guard look != NavigationScrollEdge.Look() else { return emitChildren(children, into: &items, at: time) }
        var inner: [DisplayItem] = []
        emitChildren(children, into: &inner, at: time)
        // The clip is in the moved coordinates: its edge stays at the view's top at rest.
        let clip = look.clipsAboveTop ? Path(CGRect(x: frame.minX - frame.width, y: frame.minY + look.shift,
                                                    width: 3 * frame.width, height: 3 * frame.height)).data : nil
        items.append(.group(GroupDrawing(transform: AffineTransform(translationX: 0, y: -Double(look.shift)),
                                         opacity: look.opacity, clip: clip, items: inner)))
    }
}
