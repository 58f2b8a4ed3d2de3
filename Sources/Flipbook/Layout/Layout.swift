/// A container layout: measures and places its subviews. The built-in stacks
/// use this protocol too, so a custom layout behaves exactly like them.
///
///     struct Column: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
///     }
@MainActor @preconcurrency
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// Layout traits of the container (the stack orientation used by `Spacer`).
    static var layoutProperties: LayoutProperties { get }

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's size for a proposal.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (in the parent's coordinate space).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.isEmpty ? ViewSpacing() : subviews.reduce(ViewSpacing(minima: [:])) { $0.union($1.spacing) }
    }
    /// The subviews' text baselines and custom guides, merged from where `placeSubviews` puts
    /// them (the top-most first baseline, the bottom-most last one, a custom guide's mean); none
    /// for the container's edges and centre.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key) { placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache) }
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Void {}
}

extension Layout {
    /// Lays out `content` with this layout: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Traits of a layout container.
public struct LayoutProperties: Sendable {
    /// The axis along which the container stacks its subviews, if any.
    public var stackOrientation: Axis?
    public init() {}
}

/// A view laid out by a `Layout`.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        var inner = context
        inner.stackAxis = ((layout as? AnyLayout)?.properties ?? L.layoutProperties).stackOrientation
        let children = inner.resolveChild(content, component: .content)
        return [LayoutElement(layout: layout, children: children, context: context)]
    }
}
