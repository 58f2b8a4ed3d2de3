/// A link to a URL, drawn as iOS draws one: its label in the tint colour (grey when disabled). Flipbook has no browser,
/// so a tap opens nothing and a script's `Tap` does not find it.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        label.foregroundStyle(isEnabled ? tint ?? .accentColor : DisabledLook.foreground)
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
