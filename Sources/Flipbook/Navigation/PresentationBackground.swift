/// What fills a sheet's card (`presentationBackground`): a style, or a view laid out in the card
/// and clipped to it; the system background when the content sets none.
struct PresentationBackground {
    let style: AnyShapeStyle?
    let content: AnyView?
    var alignment = Alignment.center

    /// The system background.
    static let standard = PresentationBackground(style: nil, content: nil)

    /// The card: `shape` filled with the style, or the view clipped to it.
    @MainActor @ViewBuilder
    func card(_ shape: some Shape) -> some View {
        if let content {
            Color.clear.overlay(alignment: alignment) { content }.clipShape(shape)
        } else {
            shape.fill(style ?? AnyShapeStyle(Color(.systemBackground)))
        }
    }
}

extension View {
    /// Fills the card of the sheet (or popover) showing this view with `style` instead of the
    /// system background; a material shows what is behind the sheet, blurred.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(background: PresentationBackground(style: AnyShapeStyle(style), content: nil))))
    }

    /// Fills the card of the sheet (or popover) showing this view with `content`, laid out in
    /// the card at `alignment` and clipped to its shape.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(PresentationSettingsModifier(settings: PresentationSettings(
            background: PresentationBackground(style: nil, content: AnyView(content()), alignment: alignment))))
    }
}
