/// A field for a password: drawn as a `TextField`, with a bullet for each character of the text
/// (and focused as one).
/// A script types into it with `TypeText(label, text, at:)`.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label
    @Environment(\.self) private var environment
    /// The field's focus when no `focused` modifier binds it.
    @FocusState private var hasOwnFocus: Bool

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        let count = text.wrappedValue.count
        let focus = FieldFocus(of: environment, own: _hasOwnFocus)
        TextFieldBody(shown: count == 0 ? nil : Text(verbatim: String(repeating: "\u{2022}", count: count)),
                      placeholder: prompt ?? (label as? Text), isFocused: focus.isFocused)
            .controlTarget(.text(TextEntry(text: text, environment: environment, focus: focus)), hiddenLabel: label)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }
}
