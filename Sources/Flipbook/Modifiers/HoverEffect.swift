/// How a view reacts to a pointer hovering over it (`hoverEffect(_:isEnabled:)`).
public struct HoverEffect: Sendable {
    private enum Kind: Sendable { case automatic, highlight, lift }
    private let kind: Kind

    /// The system's effect for the view.
    public static let automatic = HoverEffect(kind: .automatic)
    /// A platter behind the view under the pointer.
    public static let highlight = HoverEffect(kind: .highlight)
    /// The view raised with a shadow under the pointer.
    public static let lift = HoverEffect(kind: .lift)
}

extension View {
    /// The effect a pointer (an iPad's trackpad) has on this view. An iPhone has no pointer, so
    /// the view is drawn as it is.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        self
    }
}
