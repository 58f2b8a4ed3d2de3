/// Related controls side by side, drawn by the environment's `controlGroupStyle` (iOS's
/// `.automatic` by default: the controls sharing the width equally in one rounded rectangle in the
/// tertiary fill, with separators between them, as iOS draws a control group outside menus and
/// toolbars; see ``AutomaticControlGroupStyle``). A label (`ControlGroup(content:label:)`) shows
/// where the style shows one: `.menu` and `.compactMenu` draw the group as a menu labelled by it.
///
///     ControlGroup { Button("Bold") { }; Button("Italic") { } }
public struct ControlGroup<Content: View>: View {
    let controls: AnyView
    let label: AnyView?
    /// Set for `ControlGroup(configuration)`: drawn in the automatic style, whatever the environment's.
    var ignoresStyle = false
    @Environment(\.controlGroupStyle) private var style

    public init(@ViewBuilder content: () -> Content) {
        controls = AnyView(content())
        label = nil
    }

    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        controls = AnyView(content())
        self.label = AnyView(label())
    }

    public var body: some View {
        let configuration = ControlGroupStyleConfiguration(content: .init(content: controls), label: .init(content: label ?? AnyView(EmptyView())))
        if let style, !ignoresStyle {
            style.make(configuration)
        } else {
            AutomaticControlGroupStyle().makeBody(configuration: configuration)
        }
    }
}

extension ControlGroup {
    /// A group titled `titleKey` with an SF Symbol (the title shows where the style shows a label).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(titleKey, systemImage: systemImage) })
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group a style's configuration describes, drawn in the automatic style: what a
    /// custom style shows and modifies.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        controls = AnyView(configuration.content)
        label = AnyView(configuration.label)
        ignoresStyle = true
    }
}

/// A control group's controls with its label (the type of a labelled `ControlGroup`'s content).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}
