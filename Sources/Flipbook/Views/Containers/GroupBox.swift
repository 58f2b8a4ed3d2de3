/// A box around related views, as iOS draws it: the label in the headline font above the
/// content, leading-aligned with 8 pt between, 16 pt inside a rounded rectangle (corner radius
/// 8) filled with the secondary system background, as wide as its content. Below
/// `groupBoxStyle(_:)` the style draws it instead.
///
///     GroupBox("Weather") { Text("Sunny, 21°") }
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box labelled `label` (the older form, as Apple's own example writes it).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        if let style {
            style.make(GroupBoxStyleConfiguration(label: .init(content: label), content: .init(content: content)))
        } else {
            VStack(alignment: .leading, spacing: 8) {
                label.font(.headline)
                content
            }
            .padding(16)
            .background(Color(UIColor.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A box titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
