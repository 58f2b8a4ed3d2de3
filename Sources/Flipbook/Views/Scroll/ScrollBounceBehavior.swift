/// Whether a scroll view's content bounces (rubber-bands) past its ends when a finger drags it
/// (`scrollBounceBehavior(_:axes:)`): `.automatic` and `.always` bounce whatever the content's
/// size, as iOS's scroll views do by default; `.basedOnSize` only when the content is longer than
/// the scroll view along that axis, so content that fits does not move under a finger and cannot be pulled.
public struct ScrollBounceBehavior: Sendable, Equatable {
    let isBasedOnSize: Bool

    /// As the platform decides: on iOS, always.
    public static let automatic = ScrollBounceBehavior(isBasedOnSize: false)
    /// Bounces whatever the content's size.
    public static let always = ScrollBounceBehavior(isBasedOnSize: false)
    /// Bounces only when the content is larger than the scroll view along the axis.
    public static let basedOnSize = ScrollBounceBehavior(isBasedOnSize: true)
}

private enum ScrollBouncesBasedOnSizeKey: EnvironmentKey { static var defaultValue: Axis.Set { [] } }

extension EnvironmentValues {
    /// The axes along which scroll views here bounce only when their content needs scrolling.
    var scrollBouncesBasedOnSize: Axis.Set {
        get { self[ScrollBouncesBasedOnSizeKey.self] }
        set { self[ScrollBouncesBasedOnSizeKey.self] = newValue }
    }
}

struct ScrollBounceBehaviorModifier: ViewModifier, EnvironmentModifier {
    let behavior: ScrollBounceBehavior
    let axes: Axis.Set
    typealias Body = Never

    func transform(_ environment: inout EnvironmentValues) {
        if behavior.isBasedOnSize {
            environment.scrollBouncesBasedOnSize.formUnion(axes)
        } else {
            environment.scrollBouncesBasedOnSize.subtract(axes)
        }
    }
}

extension View {
    /// Sets how the scroll views (and lists) in this view bounce past the ends of their content
    /// along `axes` when dragged or pulled.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(ScrollBounceBehaviorModifier(behavior: behavior, axes: axes))
    }
}
