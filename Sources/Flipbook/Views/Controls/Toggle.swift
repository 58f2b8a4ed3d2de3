/// A control that turns a Boolean on and off. Drawn as iOS draws it (the `.switch` style): the
/// label leading and the switch trailing, filling the width offered. A script flips it with
/// `Flip(label, at:)`, or taps it with `Tap(label, at:)` or `Tap(at: point, at:)`.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// Whether the sources of a `Toggle(sources:isOn:)` disagree.
    var isMixed: @MainActor () -> Bool = { false }
    @Environment(\.toggleStyle) private var style
    @Environment(\.labelsVisibility) private var labelsVisibility

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: isOn, isMixed: isMixed())
        (style?.make(configuration) ?? AnyView(DefaultToggleStyle().makeBody(configuration: configuration)))
            .controlTarget(.toggle(isOn), hiddenLabel: labelsVisibility == .hidden ? label : nil)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Flipbook.Label<Text, Image> {
    /// A toggle titled `title` with the symbol `systemImage` (a menu's or toolbar's toggle shows both).
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Flipbook.Label(title, systemImage: systemImage) }
    }
}
