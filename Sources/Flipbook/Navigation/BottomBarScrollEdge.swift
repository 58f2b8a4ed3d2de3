import FlipbookDisplayList

/// How a bar at the bottom of a screen (a tab bar, a bottom toolbar) follows its content, as
/// UIKit's do since iOS 15: while the content reaches under the bar, the bar shows its standard
/// appearance (its material and hairline); while the edge of the content is at or above the bar's
/// top edge, its scroll-edge appearance, a transparent background with no hairline.
///
/// The content reaches under the bar when the followed scroll view (the screen's outermost vertical
/// one; for a tab holding a `NavigationStack`, its top screen's) ends at the bar's top edge and its
/// content goes on below its frame: scrolled less than its largest offset. A short list, a list
/// scrolled to its very bottom, and a screen without a scroll view leave the bar clear.
@MainActor
enum BottomBarScrollEdge {
    /// Points within which an edge counts as reaching another (layout's floating-point slack).
    static let tolerance: CGFloat = 0.001

    /// Whether content scrolled `offset` points up, of a scroll view framed `viewport` that can
    /// scroll `maxOffset` points, reaches under a bar whose top edge is at `barTop` (scene points).
    static func contentReachesUnder(barTop: CGFloat, viewport: CGRect, offset: CGFloat, maxOffset: CGFloat) -> Bool {
        viewport.maxY >= barTop - tolerance && maxOffset - offset > tolerance
    }

    /// Where the scroll view a tab's bar follows is scrolled: in the tab's content `elements`, the
    /// top screen's of a navigation stack, else the outermost vertical scroll view's; nil without one.
    static func followedScroll(inTab elements: [Element]) -> ScrollOffsetState? {
        search(elements) ?? nil
    }

    /// The followed scroll in `elements`: `.some(nil)` where a top screen has none.
    private static func search(_ elements: [Element]) -> ScrollOffsetState?? {
        for element in elements where !element.traits.isDeparting {
            if let screen = element.traits.navigationScreenScroll {
                if screen.isCovered { continue }
                return .some(screen.position)
            }
            if let scroll = element as? ScrollElement, scroll.scrolls(along: .vertical) { return .some(scroll.position) }
            if let found = search(element.children) { return found }
        }
        return nil
    }
}

/// A navigation screen's followed scroll view, marked on its page so that a tab bar around the
/// stack can follow the top screen's.
struct NavigationScreenScroll {
    let position: ScrollOffsetState?
    /// Whether a screen pushed over this one covers it.
    let isCovered: Bool
}

private enum NavigationScreenScrollTrait: ElementTraitKey { static var defaultValue: NavigationScreenScroll? { nil } }

extension ElementTraits {
    /// The followed scroll view of the navigation screen this page shows.
    var navigationScreenScroll: NavigationScreenScroll? {
        get { self[NavigationScreenScrollTrait.self] }
        set { self[NavigationScreenScrollTrait.self] = newValue }
    }
}

/// Draws a bottom bar's background only while the content of `position` reaches under the bar
/// (see ``BottomBarScrollEdge``), read at each frame; never without a scroll view.
struct BottomBarScrollLinked: ViewModifier, WrappingModifier {
    let position: ScrollOffsetState?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        BottomBarScrollLinkedElement(position: position, child: child, id: id)
    }
}

/// A bottom bar's background, drawn while the followed content reaches under the bar.
final class BottomBarScrollLinkedElement: Element {
    private let position: ScrollOffsetState?

    init(position: ScrollOffsetState?, child: Element, id: ViewID) {
        self.position = position
        super.init(.modifier, id: id, children: [child])
    }

    override var debugName: String { "BottomBarScrollLinked" }

    /// It changes with the offset, which moves only while the scroll view animates.
    override var isAnimatingItself: Bool? { position?.isMoving ?? false }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        guard let position,
              BottomBarScrollEdge.contentReachesUnder(barTop: frame.minY, viewport: position.viewport,
                                                      offset: position.presentedOffset(at: time).y, maxOffset: position.maxOffset.y)
        else { return }
        emitChildren(children, into: &items, at: time)
    }
}

/// The background of a bar at the bottom of a screen: ``BarBackground`` with its hairline on top,
/// shown as the screen asks: always with `toolbarBackground(.visible, for:)`, never with
/// `.hidden`, and (`.automatic`) while the content of `followed` reaches under the bar.
struct BottomBarBackground: View {
    let appearance: BarAppearance
    let followed: ScrollOffsetState?

    var body: some View {
        if appearance.visibility == .automatic {
            BarBackground(hairlineOnTop: true, appearance: appearance).modifier(BottomBarScrollLinked(position: followed))
        } else {
            BarBackground(hairlineOnTop: true, appearance: appearance)
        }
    }
}
