/// A button that opens a menu of actions, in the environment's menu style (`menuStyle(_:)`): by
/// default its label as a button in the environment's button style (the tint colour unless
/// `buttonStyle(_:)` says otherwise). A tap (or a script's `Tap`, by the label's texts, or by its
/// symbol's name or iOS's label for it: "ellipsis.circle" or "More") opens the menu over the
/// screen (``MenuPresentation``); with a `primaryAction`, a tap runs that action instead and a long
/// press (a script's `LongPress`) opens the menu, as on iOS. Inside an open menu, a `Menu` is a
/// submenu (a row with a chevron that opens it over the menu) and a `Picker` shows its choices as
/// items, the chosen one checked (see ``MenuPresentation``).
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?
    /// Set for `Menu(configuration)`: a style's own menu, drawn in the default style, which opens
    /// the styled menu's items.
    var ignoresStyle = false
    private var opensStyledMenu: (@MainActor () -> Void)?
    @Environment(\.menuStyle) private var style
    /// Inside an open menu: what closes it (this menu is a submenu).
    @Environment(\.menuItemClose) private var parentClose
    @State private var isOpen = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let isOpen = $isOpen
        let configuration = MenuStyleConfiguration(label: .init(content: label), content: .init(content: content),
                                                   primaryAction: primaryAction, open: opensStyledMenu ?? { isOpen.wrappedValue = true })
        if ignoresStyle {
            DefaultMenuStyle().makeBody(configuration: configuration)
        } else if let parentClose {
            // A submenu: a row of the open menu, its label and a trailing chevron; a tap opens it over the row.
            HStack {
                label
                Spacer(minLength: 8)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
            }
            .modifier(MenuItemRowFrame())
            .onTapGesture { isOpen.wrappedValue = true }
            .modifier(MenuPresentation(isOpen: isOpen, items: content, submenuOf: (parentClose, AnyView(label))))
        } else {
            Group {
                if let style { style.make(configuration) } else { DefaultMenuStyle().makeBody(configuration: configuration) }
            }
            .modifier(MenuPresentation(isOpen: isOpen, items: content))
        }
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a menu style's configuration describes, drawn in the default style: what a custom
    /// style shows and modifies.
    public init(_ configuration: MenuStyleConfiguration) {
        if let primaryAction = configuration.primaryAction {
            self.init(content: { configuration.content }, label: { configuration.label }, primaryAction: primaryAction)
        } else {
            self.init(content: { configuration.content }, label: { configuration.label })
        }
        ignoresStyle = true
        opensStyledMenu = configuration.open
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
