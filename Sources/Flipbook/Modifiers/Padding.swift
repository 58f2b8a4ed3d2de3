/// Insets on each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }
}

struct PaddingModifier: ViewModifier, WrappingModifier {
    let insets: EdgeInsets
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        PaddingElement(insets: insets, child: child, id: id)
    }
}

extension View {
    /// Pads the given edges by `length`, or by SwiftUI's default of 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
}

/// Adds space around one child.
final class PaddingElement: Element {
    private let insets: EdgeInsets

    init(insets: EdgeInsets, child: Element, id: ViewID) {
        self.insets = insets
        super.init(.modifier, id: id, children: [child])
    }

    private func inset(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                         height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = children[0].sizeThatFits(inset(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    /// Places the child with what this element was proposed, less the insets, as SwiftUI passes a
    /// proposal on: proposing the child its own fitted size could re-share a stack's height with
    /// less room than it measured with (a text it wrapped would be cut to one line).
    override func placeChildren(in frame: CGRect) {
        let size = children[0].sizeThatFits(inset(placementProposal(for: frame)))
        children[0].place(in: CGRect(origin: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top), size: size))
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let inner = CGSize(width: max(size.width - insets.horizontal, 0), height: max(size.height - insets.vertical, 0))
        guard let value = children[0].explicitAlignment(key, size: inner) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    /// Padded edges lose the content's spacing preferences (they become a plain view's).
    override var spacing: ViewSpacing {
        var spacing = children[0].spacing
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        spacing.reset(padded.isEmpty ? .all : padded)
        return spacing
    }
}
