/// The sizes of the containers being laid out, innermost last: the scene's safe area, then each
/// scroll view (or list) around the view being measured, less its content margins. A
/// `containerRelativeFrame` sizes its view from the innermost.
@MainActor
final class LayoutContainers {
    private var sizes: [CGSize] = []

    /// The innermost container's size, if one is being laid out.
    var innermost: CGSize? { sizes.last }

    /// Runs `body` with `size` as the innermost container.
    func within<T>(_ size: CGSize, _ body: () -> T) -> T {
        sizes.append(size)
        defer { sizes.removeLast() }
        return body()
    }
}

/// Proposes its view a length computed from the innermost container's along each of `axes` (the
/// proposal passes through along the others) and takes that length, the view aligned inside.
struct ContainerRelativeLayout: Layout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let containers: LayoutContainers

    private func framed(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var framed = proposal
        let container = containers.innermost ?? CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis.set) {
            framed[axis] = max(0, length(container[axis], axis))
        }
        return framed
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let framed = framed(proposal)
        var stackCache: Void = ()
        var size = ZStackLayout(alignment: alignment).sizeThatFits(proposal: framed, subviews: subviews, cache: &stackCache)
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis.set) {
            size[axis] = framed[axis] ?? size[axis]
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var stackCache: Void = ()
        ZStackLayout(alignment: alignment).placeSubviews(in: bounds, proposal: framed(proposal), subviews: subviews, cache: &stackCache)
    }
}

/// Wraps its view in a ``ContainerRelativeLayout``.
struct ContainerRelativeFrameModifier: ViewModifier, WrappingModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let layout = ContainerRelativeLayout(axes: axes, alignment: alignment, length: length, containers: context.graph.layoutContainers)
        return LayoutElement(layout: layout, children: [child], id: id)
    }
}

extension View {
    /// Sizes the view to the nearest container (the scene's safe area, or the scroll view or list
    /// it is in, less content margins) along `axes`, aligned inside.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view to `span` of `count` equal columns (rows) of the nearest container along
    /// `axes`, `spacing` apart: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(1, count), span = max(1, span)
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            (length - spacing * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Sizes the view along `axes` to what `length` computes from the nearest container's length.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
