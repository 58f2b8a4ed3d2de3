/// Related controls side by side, as iOS draws a control group outside menus and toolbars: the
/// controls sharing the width equally in one rounded rectangle (corner radius 8) in the tertiary
/// fill, each 34 pt high.
///
///     ControlGroup { Button("Bold") { }; Button("Italic") { } }
///
/// Partial: no separators between the controls, no `controlGroupStyle`; a label is not drawn.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }

    public var body: some View {
        HStack(spacing: 0) {
            content.frame(maxWidth: .infinity).frame(height: 34)
        }
        .background(Color(UIColor.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension ControlGroup {
    /// A group titled `titleKey` with an SF Symbol (the title shows in menus, which Flipbook draws closed).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(titleKey, systemImage: systemImage) })
    }
}

/// A control group's controls with its label, which only menus show.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}
