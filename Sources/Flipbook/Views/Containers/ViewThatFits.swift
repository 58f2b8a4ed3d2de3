/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the
/// last view when none fits, as SwiftUI's `ViewThatFits` does. Along an axis not in `axes` a
/// view is offered the proposal's own length; along an axis in it, nothing (its ideal length),
/// which must not exceed the proposal (an unspecified proposal fits anything).
///
///     ViewThatFits(in: .horizontal) {
///         HStack { icon; Text("Add to favourites") }
///         Image(systemName: "star")
///     }
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [ViewThatFitsElement(axes: axes, children: context.resolveChild(content, component: .content), id: context.id)]
    }
}
