struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat?
    let inset: Inset
    /// The safe area to make for the content, when its views were resolved in it beforehand
    /// (a navigation page's content, under its bars); nil: one kept with this modifier.
    var region: SafeAreaRegion? = nil
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let region = self.region ?? context.persistentSafeAreaRegion
        let children = context.with { $0.safeAreaRegion = region }.resolveChild(content, component: .content)
        let bar = context.resolveChild(inset, component: .secondary)
        let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
        func one(_ elements: [Element], _ component: ViewID.Component) -> Element {
            elements.count == 1 ? elements[0]
                : LayoutElement(layout: ZStackLayout(), children: elements, id: context.id.appending(component))
        }
        return [SafeAreaInsetElement(content: one(children, .content), bar: one(bar, .secondary), edge: edge, axis: axis,
                                     alignment: alignment, spacing: spacing ?? 0, region: region,
                                     outer: context.environment.safeAreaRegion, id: context.id)]
    }
}

/// A view with a bar along one edge that takes from its safe area: the bar at the edge (across
/// it by `alignment`), the view laid out in what is left (less `spacing`); what ignores the safe
/// area, and a scroll view's content, reaches under the bar, which is drawn above the view.
final class SafeAreaInsetElement: Element {
    private let edge: Edge
    private let axis: Axis
    private let alignment: Alignment
    private let gap: CGFloat
    private let region: SafeAreaRegion
    private let outer: SafeAreaRegion?

    init(content: Element, bar: Element, edge: Edge, axis: Axis, alignment: Alignment, spacing: CGFloat,
         region: SafeAreaRegion, outer: SafeAreaRegion?, id: ViewID) {
        self.edge = edge
        self.axis = axis
        self.alignment = alignment
        gap = spacing
        self.region = region
        self.outer = outer
        super.init(.modifier, id: id, children: [content, bar])
    }

    private var content: Element { children[0] }
    private var bar: Element { children[1] }

    /// The bar's size and the proposal left for the view.
    private func split(_ proposal: ProposedViewSize) -> (bar: CGSize, content: ProposedViewSize) {
        let bar = bar.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: proposal[axis.other]))
        var rest = proposal
        if let major = proposal[axis] { rest[axis] = max(0, major - bar[axis] - gap) }
        return (bar, rest)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (bar, rest) = split(proposal)
        let content = content.sizeThatFits(rest)
        return CGSize(axis: axis, major: content[axis] + bar[axis] + gap, minor: max(content[axis.other], bar[axis.other]))
    }

    override func placeChildren(in frame: CGRect) {
        let (barSize, _) = split(ProposedViewSize(frame.size))
        let taken = barSize[axis] + gap
        var safe = frame, slot = frame
        switch edge {
        case .top: safe.origin.y += taken; safe.size.height -= taken; slot.size.height = barSize.height
        case .bottom: safe.size.height -= taken; slot.origin.y = frame.maxY - barSize.height; slot.size.height = barSize.height
        case .leading: safe.origin.x += taken; safe.size.width -= taken; slot.size.width = barSize.width
        case .trailing: safe.size.width -= taken; slot.origin.x = frame.maxX - barSize.width; slot.size.width = barSize.width
        }
        safe.size = CGSize(width: max(0, safe.width), height: max(0, safe.height))
        region.bounds = frame
        region.safeRect = safe
        region.outer = outer
        let contentSize = content.sizeThatFits(ProposedViewSize(safe.size))
        content.place(in: CGRect(x: safe.midX - contentSize.width / 2, y: safe.midY - contentSize.height / 2,
                                 width: contentSize.width, height: contentSize.height))
        let outerGuides = ViewDimensions(size: slot.size), inner = bar.dimensions(for: barSize)
        bar.place(in: CGRect(x: slot.minX + outerGuides[alignment.horizontal] - inner[alignment.horizontal],
                             y: slot.minY + outerGuides[alignment.vertical] - inner[alignment.vertical],
                             width: barSize.width, height: barSize.height))
    }

    override var debugName: String { "SafeAreaInset" }
}

extension View {
    /// Shows `content` along the top or bottom edge, taking its height (and `spacing`) from the
    /// view's safe area: the view lays out above or below it, a scroll view's content scrolls under it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom,
                                       alignment: Alignment(horizontal: alignment, vertical: .center),
                                       spacing: spacing, inset: content()))
    }

    /// Shows `content` along the leading or trailing edge, taking its width (and `spacing`) from
    /// the view's safe area.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing,
                                       alignment: Alignment(horizontal: .center, vertical: alignment),
                                       spacing: spacing, inset: content()))
    }
}
