/// A button that opens a menu of actions, shown closed: its label as a borderless button in the
/// tint colour. Flipbook does not open the menu; with a `primaryAction`, a tap (or a script's
/// `Tap`) runs that action, as on iOS.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

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
        if let primaryAction {
            Button(action: primaryAction) { label }
        } else {
            MenuLabel(label: label)
        }
    }
}

/// A closed menu's label: the tint colour (grey when disabled) unless the label sets its own.
private struct MenuLabel<Label: View>: View {
    let label: Label
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View { label.foregroundStyle(isEnabled ? tint ?? .accentColor : DisabledLook.foreground) }
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
