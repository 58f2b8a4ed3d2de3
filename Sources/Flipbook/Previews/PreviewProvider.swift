/// The older way to declare previews: a type whose `previews` Flipbook finds at run time
/// (like `#Preview`, with no list written by hand). Each view of a `Group` or `ForEach`
/// at the top of `previews` is a preview of its own.
///
///     struct LikeButton_Previews: PreviewProvider {
///         static var previews: some View {
///             Group {
///                 LikeButton(isLiked: false).previewDisplayName("Not liked")
///                 LikeButton(isLiked: true).previewLayout(.sizeThatFits)
///             }
///         }
///     }
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews: a view, or a `Group`/`ForEach` of them.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (Flipbook always draws iOS).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

extension View {
    /// The preview's name: its scene is called this, slugged (`"Not liked"` → `not-liked`).
    public func previewDisplayName(_ name: String?) -> some View {
        modifier(PreviewTraitModifier { $0.displayName = name })
    }

    /// How the preview is sized: a device screen, the size the view takes when offered the screen,
    /// or a fixed size.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier { $0.layout = layout })
    }

    /// The device whose screen the preview fills (`"iPhone SE (3rd generation)"`); nil for the default.
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier { $0.device = device })
    }

    /// Which way up the preview's device is held.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        modifier(PreviewTraitModifier { $0.orientation = orientation })
    }

    /// Flipbook: `#Preview` traits for a `PreviewProvider`'s previews (`.duration(3)`, `.script { … }`).
    public func previewTraits(_ traits: PreviewTrait<Preview.ViewTraits>...) -> some View {
        modifier(PreviewTraitModifier { settings in traits.forEach { $0.apply(&settings) } })
    }
}

/// A preview setting attached to a view; it draws nothing and changes nothing else.
struct PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    let apply: @Sendable (inout PreviewSettings) -> Void
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        context.resolveChild(content, component: .content)
    }
}
