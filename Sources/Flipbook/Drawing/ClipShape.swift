import FlipbookDisplayList

extension View {
    /// Shows only the part of the view inside `shape` placed in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape, style: style))
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

/// `clipShape`: the child's items clipped to the shape (animating with it) in the child's frame;
/// a `ContainerRelativeShape` takes the shape of the container it is in.
private struct ClipShapeModifier<S: Shape>: ViewModifier, WrappingModifier {
    let shape: S
    let style: FillStyle
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let (shape, container, isEOFilled) = (shape, context.container(for: shape), style.isEOFilled)
        return EffectElement(key: "clipShape", value: shape.animatableData, child: child, id: id, context: context) { data, frame, items in
            var presented = shape
            presented.animatableData = data
            return GroupDrawing(clip: presented.path(inFrame: frame, container: container).data, clipRule: isEOFilled ? .evenOdd : .nonZero,
                                items: items)
        }
    }
}
