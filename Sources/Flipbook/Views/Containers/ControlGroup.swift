/// Related controls side by side, drawn by the environment's `controlGroupStyle` (iOS's
/// `.automatic` by default: the controls sharing the width equally in one rounded rectangle in the
/// tertiary fill, with separators between them, as iOS draws a control group outside menus and
/// toolbars; see ``AutomaticControlGroupStyle``). A label (`ControlGroup(content:label:)`) shows
/// where the style shows one: `.menu` and `.compactMenu` draw the group as a menu labelled by it.
/// Among an open menu's items, with no style set, it is one row of its controls, as iOS draws it
/// there (``MenuControlGroupRow``).
///
///     ControlGroup { Button("Bold") { }; Button("Italic") { } }
public struct ControlGroup<Content: View>: View {
    let controls: AnyView
    let label: AnyView?
    /// Set for `ControlGroup(configuration)`: drawn in the automatic style, whatever the environment's.
    var ignoresStyle = false
    @Environment(\.controlGroupStyle) private var style
    @Environment(\.menuItemClose) private var menuClose

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
        } else if let menuClose, !ignoresStyle {
            MenuControlGroupRow(controls: controls, close: menuClose)
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

/// A control group among an open menu's items, as iOS draws it there: one row of its controls
/// sharing the menu's width, each its icon over its title, centred, with separators between them;
/// a tap on one runs it and closes the menu. The sizes (a 17-pt icon over a 12-pt title, 4 points
/// apart, 12 points above and below) are estimates of iOS 17's medium menu elements.
struct MenuControlGroupRow: View {
    let controls: AnyView
    let close: @MainActor () -> Void

    var body: some View {
        Group(subviews: controls) { controls in
            HStack(spacing: 0) {
                ForEach(controls.indices, id: \.self) { index in
                    if index > 0 { Hairline(vertical: true) }
                    controls[index]
                }
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .buttonStyle(MenuControlButtonStyle(close: close))
        .labelStyle(MenuControlLabelStyle())
    }
}

/// A control of a control group in a menu: its label centred in its share of the row.
private struct MenuControlButtonStyle: PrimitiveButtonStyle {
    let close: @MainActor () -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 12))
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                close()
            }
    }
}

/// A menu control's label: its icon over its title.
private struct MenuControlLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon.font(.system(size: 17))
            configuration.title
        }
    }
}
