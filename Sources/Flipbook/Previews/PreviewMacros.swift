/// A preview of a view: Flipbook finds every `#Preview` in a module with no list written by
/// hand, and renders, tests and illustrates it as a scene (see `PreviewRegistry`).
///
///     #Preview { LikeButton() }
///     #Preview("Liked", traits: .sizeThatFitsLayout) { LikeButton(isLiked: true) }
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// A preview of a view with traits: layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`),
/// orientation (`.landscapeLeft`…), and Flipbook's own `.duration(_:)`, `.fps(_:)`,
/// `.device(_:)` and `.script { … }`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Previews of a view for each of `arguments`, one scene each.
@freestanding(declaration)
public macro Preview<T>(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    arguments: [T],
    @ViewBuilder body: @escaping @MainActor (T) -> any View
) = #externalMacro(module: "FlipbookMacros", type: "PreviewMacro")

/// Marks a dynamic property declared at the top of a `#Preview` body, which becomes state
/// of the previewed view:
///
///     #Preview {
///         @Previewable @State var isOn = true
///         Toggle("Wi-Fi", isOn: $isOn)
///     }
@attached(peer)
public macro Previewable() = #externalMacro(module: "FlipbookMacros", type: "PreviewableMacro")
