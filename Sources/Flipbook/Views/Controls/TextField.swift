/// A field of editable text, shown as iOS shows it: the text, or the prompt in the placeholder
/// colour while it is empty, on one line filling the width offered, in the style
/// `textFieldStyle(_:)` sets; with focus, a caret after the text (`TextCaret`; a text too long
/// for the field shows its end). A script focuses it with `Tap(label, at:)` and types into it
/// with `TypeText(label, text, at:)`; `focused(_:equals:)` binds its focus to a `@FocusState`.
public struct TextField<Label: View>: View {
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
        let focus = FieldFocus(of: environment, own: _hasOwnFocus)
        TextFieldBody(shown: text.wrappedValue.isEmpty ? nil : Text(verbatim: text.wrappedValue),
                      placeholder: prompt ?? (label as? Text), isFocused: focus.isFocused)
            .controlTarget(.text(TextEntry(text: text, environment: environment, focus: focus)), hiddenLabel: label)
    }
}

extension TextField where Label == Text {
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

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// A text field's drawing: its text (grey when disabled) or placeholder in the current style, and the
/// caret while it has focus (after the text, or over the start of the placeholder).
struct TextFieldBody: View {
    /// The text to show; nil while the field is empty.
    let shown: Text?
    let placeholder: Text?
    let isFocused: Bool
    @Environment(\.textFieldStyle) private var style
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let text = (shown ?? placeholder ?? Text(verbatim: ""))
            .foregroundStyle(shown == nil ? Color(UIColor.placeholderText) : isEnabled ? Color.primary : DisabledLook.foreground)
            .lineLimit(1)
        let line = HStack(spacing: 0) {
            if isFocused, shown != nil {
                text.truncationMode(.head)
                TextCaret()
            } else {
                text.overlay(alignment: .leading) { if isFocused { TextCaret() } }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        switch style {
        case .plain:
            line
        case .roundedBorder:
            line
                .padding(.horizontal, 7)
                .frame(height: 34)
                .background(Color(UIColor.tertiarySystemBackground), in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(UIColor.systemGray4), lineWidth: 0.5))
        }
    }
}
