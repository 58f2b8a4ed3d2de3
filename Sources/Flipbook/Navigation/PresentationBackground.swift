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

private enum ShowsPresentationBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether this view is inside a `presentationBackground` of the presentation showing it: a
    /// `NavigationStack` here leaves its background clear so that the card's shows, as on iOS.
    /// A presentation's content starts without it.
    var showsPresentationBackground: Bool {
        get { self[ShowsPresentationBackgroundKey.self] }
        set { self[ShowsPresentationBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Fills the card of the sheet (or popover) showing this view with `style` instead of the
    /// system background; a material shows what is behind the sheet, blurred. A `NavigationStack`
    /// in this view shows it through its screens' background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        presentationBackground(PresentationBackground(style: AnyShapeStyle(style), content: nil))
    }

    /// Fills the card of the sheet (or popover) showing this view with `content`, laid out in
    /// the card at `alignment` and clipped to its shape.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        presentationBackground(PresentationBackground(style: nil, content: AnyView(content()), alignment: alignment))
    }

    private func presentationBackground(_ background: PresentationBackground) -> some View {
        environment(\.showsPresentationBackground, true)
            .modifier(PresentationSettingsModifier(settings: PresentationSettings(background: background)))
    }
}
