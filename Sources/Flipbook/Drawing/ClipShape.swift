import FlipbookDisplayList

extension View {
    /// Shows only the part of the view inside `shape` placed in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(LayerEffectModifier(key: "clipShape", value: shape.animatableData) { data, frame, items in
            var presented = shape
            presented.animatableData = data
            return GroupDrawing(clip: presented.path(inFrame: frame).data, clipRule: style.isEOFilled ? .evenOdd : .nonZero,
                                items: items)
        })
    }

    /// Clips the view to its frame. Flipbook's clips are always antialiased (cairo), so
    /// `antialiased` has no effect.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }

    /// Clips the view to its frame with rounded corners of `radius` (circular corners, as SwiftUI;
    /// always antialiased).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}

/// `contentShape`: where a view can be tapped. Offline nothing is tapped by position (a script
/// taps by label), so it changes nothing drawn or laid out.
struct ContentShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        context.resolveChild(content, component: .content)
    }
}

extension View {
    /// Sets the view's hit-testing shape; it has no visual effect.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier())
    }
}
