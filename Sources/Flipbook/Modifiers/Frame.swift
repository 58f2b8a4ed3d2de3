/// `.frame(width:height:alignment:)`: a fixed size in the given dimensions.
struct FixedFrameModifier: ViewModifier, WrappingModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let valid = { (value: CGFloat?, name: String) -> CGFloat? in
            guard let value else { return nil }
            guard value.isFinite, value >= 0 else {
                context.graph.report(.invalidSize(view: ".frame(\(name): \(value))",
                                                  detail: "\(name) must be a finite number ≥ 0; use nil to keep the child's size"))
                return nil
            }
            return value
        }
        return FrameElement(sizing: .fixed(width: valid(width, "width"), height: valid(height, "height")),
                            alignment: alignment, child: child, id: id)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:…)`: bounds on the size in each dimension.
struct FlexibleFrameModifier: ViewModifier, WrappingModifier {
    let width: FrameElement.Bounds
    let height: FrameElement.Bounds
    let alignment: Alignment
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        for (bounds, axis) in [(width, "Width"), (height, "Height")] {
            if let problem = bounds.problem {
                context.graph.report(.invalidSize(view: ".frame(min\(axis):ideal\(axis):max\(axis):)", detail: problem))
            }
        }
        return FrameElement(sizing: .flexible(width: width.normalized, height: height.normalized),
                            alignment: alignment, child: child, id: id)
    }
}

extension View {
    /// Gives the view a fixed width and/or height; the view is aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Bounds the view's size: the frame takes the proposal clamped to
    /// `min…max` (or `ideal` when asked for its ideal size).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                       height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                       alignment: alignment))
    }
}

/// A frame around one child: fixed or flexible sizing per axis, child aligned inside.
final class FrameElement: Element {
    /// Min/ideal/max of a flexible frame along one axis.
    struct Bounds: Equatable {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// What is wrong with the values, if anything.
        var problem: String? {
            for value in [min, ideal, max] {
                if let value, value.isNaN || value < 0 { return "sizes must be numbers ≥ 0 (got \(value))" }
            }
            if let min, let max, min > max { return "min (\(min)) is greater than max (\(max))" }
            return nil
        }

        /// SwiftUI's normalisation: ideal ≥ min, max ≥ ideal (NaN and negatives dropped).
        var normalized: Bounds {
            func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN || $0 < 0 ? nil : $0 } }
            var result = Bounds(min: clean(min), ideal: clean(ideal), max: clean(max))
            if let ideal = result.ideal { result.ideal = Swift.max(result.min ?? 0, ideal) }
            if let max = result.max { result.max = Swift.max(result.ideal ?? result.min ?? 0, max) }
            return result
        }

        func clamp(_ value: CGFloat) -> CGFloat {
            var v = value
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }
    }

    enum Sizing {
        case fixed(width: CGFloat?, height: CGFloat?)
        case flexible(width: Bounds, height: Bounds)
    }

    private let sizing: Sizing
    private let alignment: Alignment

    init(sizing: Sizing, alignment: Alignment, child: Element, id: ViewID) {
        self.sizing = sizing
        self.alignment = alignment
        super.init(.modifier, id: id, children: [child])
    }

    private var child: Element { children[0] }

    override var sizeForAnyProposal: CGSize? {
        if case let .fixed(width?, height?) = sizing { CGSize(width: width, height: height) } else { nil }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        switch sizing {
        case let .fixed(width?, height?):
            return CGSize(width: width, height: height)
        case let .fixed(width, height):
            let size = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
            return CGSize(width: width ?? size.width, height: height ?? size.height)
        case let .flexible(width, height):
            var childProposal = proposal
            var fixed: [Axis: CGFloat] = [:]
            for (axis, bounds) in [(Axis.horizontal, width), (.vertical, height)] {
                let p = proposal[axis]
                if let p, bounds.min != nil, bounds.max != nil {
                    fixed[axis] = bounds.clamp(p)
                } else if p == nil, let ideal = bounds.ideal {
                    fixed[axis] = ideal
                } else {
                    childProposal[axis] = (p ?? bounds.ideal).map(bounds.clamp)
                }
                if let size = fixed[axis] { childProposal[axis] = size }
            }
            let childSize = child.sizeThatFits(childProposal)
            func resolve(_ axis: Axis, _ bounds: Bounds) -> CGFloat {
                if let size = fixed[axis] { return size }
                let c = childSize[axis], offered = childProposal[axis]
                switch (bounds.min, bounds.max) {
                case let (min?, max?): return Swift.min(Swift.max(c, min), max)
                case let (min?, nil): return Swift.max(Swift.min(offered ?? .infinity, c), min)
                case let (nil, max?): return Swift.min(Swift.max(offered ?? -.infinity, c), max)
                case (nil, nil): return c
                }
            }
            return CGSize(width: resolve(.horizontal, width), height: resolve(.vertical, height))
        }
    }

    /// Places the child with the frame's size along the axes the frame bounds, and along the others
    /// with what the frame was proposed (SwiftUI hands that on): proposing a stack its own fitted
    /// height again could re-share it with less room than it measured with.
    override func placeChildren(in frame: CGRect) {
        child.place(in: childFrame(in: frame))
    }

    /// Where the child goes in `frame`: its guides for the frame's alignment on the frame's own (its
    /// edges and centres, and the defaults of other guides: a frame's explicit values are its child's).
    private func childFrame(in frame: CGRect) -> CGRect {
        let proposal = placementProposal(for: frame)
        let bounded: (width: Bool, height: Bool) = switch sizing {
        case let .fixed(width, height): (width != nil, height != nil)
        case let .flexible(width, height): (width != Bounds(), height != Bounds())
        }
        let size = child.sizeThatFits(ProposedViewSize(width: bounded.width ? frame.width : proposal.width,
                                                       height: bounded.height ? frame.height : proposal.height))
        let (horizontal, vertical) = (alignment.horizontal.key, alignment.vertical.key)
        let own = ViewDimensions(size: frame.size)
        return CGRect(x: frame.minX + own[horizontal] - child.guide(horizontal, size: size),
                      y: frame.minY + own[vertical] - child.guide(vertical, size: size),
                      width: size.width, height: size.height)
    }

    /// The child's text baselines and custom guides, where the frame puts it; none of the frame's
    /// edges and centre, which are its own.
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        key.mergesChildren ? key.merged([(child, childFrame(in: CGRect(origin: .zero, size: size)))]) : nil
    }
}
