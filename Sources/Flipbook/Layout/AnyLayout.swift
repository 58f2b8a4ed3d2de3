/// A type-erased layout: switching the layout it wraps keeps the identity of the views it lays
/// out (they move to their new places, animated by the transaction in force), where an `if`
/// choosing between two containers would replace them.
///
///     let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///     layout { Text("One"); Text("Two") }
public struct AnyLayout: Layout {
    private let base: any ErasedLayout

    /// Wraps `layout` (an `AnyLayout` is unwrapped, not wrapped again).
    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? LayoutBox(layout: layout)
    }

    /// The wrapped layout's cache, of whichever type it has.
    public struct Cache {
        fileprivate var value: Any
    }

    /// The stack orientation of the wrapped layout (its `Spacer`s follow it).
    var properties: LayoutProperties { base.properties }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: base.makeCache(subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        base.updateCache(&cache.value, subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        base.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        base.spacing(subviews, &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        base.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        base.explicitAlignment(guide, bounds, proposal, subviews, &cache.value)
    }
}

/// A layout's requirements with its cache as `Any`, callable on an existential.
@MainActor
private protocol ErasedLayout {
    var properties: LayoutProperties { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

/// One layout behind `ErasedLayout`: a cache of another layout's type (the wrapped layout
/// changed) is made anew.
private struct LayoutBox<L: Layout>: ErasedLayout {
    let layout: L

    var properties: LayoutProperties { L.layoutProperties }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        guard var typed = cache as? L.Cache else {
            cache = layout.makeCache(subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache = typed
    }

    /// Runs `body` with the typed cache, storing it back.
    private func withCache<Result>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withCache(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withCache(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}
