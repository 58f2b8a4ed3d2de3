/// A field of editable text, shown as iOS shows it: the text, or the prompt in the placeholder
/// colour while it is empty, on one line filling the width offered, in the style
/// `textFieldStyle(_:)` sets; with focus, a caret after the text (`TextCaret`; a text too long
/// for the field shows its end). A script focuses it with `Tap(label, at:)` and types into it
/// with `TypeText(label, text, at:)`; `focused(_:equals:)` binds its focus to a `@FocusState`.
/// A field of a value (`TextField("Amount", value: $amount, format: .currency(code: "USD"))`)
/// shows the value formatted in the environment's locale; what is typed is read back with the
/// format's parse strategy when the field loses focus (return ends editing), as on iOS, and text
/// that does not parse leaves the value as it was.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    /// How a field of a formatted value shows and reads back its value; nil for a field of text.
    let value: FormattedFieldValue?
    let prompt: Text?
    let label: Label
    /// `.vertical`: the text wraps onto more lines and the field grows (up to `lineLimit`).
    var axis = Axis.horizontal
    @Environment(\.self) private var environment
    /// The field's focus when no `focused` modifier binds it.
    @FocusState private var hasOwnFocus: Bool
    /// What has been typed into a field of a value since it last read it back.
    @State private var draft: String?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        value = nil
        self.prompt = prompt
        self.label = label()
    }

    /// A field whose text wraps onto more lines along `axis` (`.vertical`), up to `lineLimit`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    init(value: FormattedFieldValue, prompt: Text?, label: Label) {
        text = .constant("")
        self.value = value
        self.prompt = prompt
        self.label = label
    }

    public var body: some View {
        let focus = FieldFocus(of: environment, own: _hasOwnFocus)
        let edited = value.map { value in
            let (draft, environment) = ($draft, environment)
            return Binding(get: { draft.wrappedValue ?? value.display(environment) }, set: { draft.wrappedValue = $0 })
        } ?? text
        TextFieldBody(shown: edited.wrappedValue.isEmpty ? nil : Text(verbatim: edited.wrappedValue),
                      placeholder: prompt ?? (label as? Text), isFocused: focus.isFocused, axis: axis)
            .controlTarget(.text(TextEntry(text: edited, environment: environment, focus: focus)), hiddenLabel: label)
            .onChange(of: focus.isFocused) { _, isFocused in
                guard !isFocused, let value, let typed = draft else { return }
                // Reading the text back is not animated, whatever ended the editing.
                withTransaction(Transaction()) {
                    value.readBack(typed, environment)
                    draft = nil
                }
            }
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

    /// A field whose text wraps onto more lines along `axis` (`.vertical`), up to `lineLimit`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A field whose text wraps onto more lines along `axis` (`.vertical`), up to `lineLimit`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

/// A text field's drawing: its text (grey when disabled) or placeholder in the current style, and the
/// caret while it has focus (after the text, or over the start of the placeholder).
struct TextFieldBody: View {
    /// The text to show; nil while the field is empty.
    let shown: Text?
    let placeholder: Text?
    let isFocused: Bool
    var axis = Axis.horizontal
    @Environment(\.textFieldStyle) private var style
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.truncationMode) private var truncation

    var body: some View {
        // The text in the foreground style around the field (a `foregroundStyle` on it colours
        // what is typed, as `UITextField.textColor`); the placeholder and disabled text in theirs.
        let base = shown ?? placeholder ?? Text(verbatim: "")
        let text = shown == nil ? base.foregroundColor(Color(UIColor.placeholderText))
            : isEnabled ? base : base.foregroundColor(DisabledLook.foreground)
        // One line, its end shown while focused; along the vertical axis as many lines as the
        // environment's `lineLimit` allows.
        let vertical = axis == .vertical
        let line = HStack(alignment: vertical ? .bottom : .center, spacing: 0) {
            if isFocused, shown != nil {
                text.lineLimit(vertical ? lineLimit : 1).truncationMode(vertical ? truncation : .head)
                TextCaret()
            } else {
                // Empty: the caret at the leading edge, centred on the placeholder's first line.
                text.lineLimit(vertical ? lineLimit : 1).overlay(alignment: .topLeading) {
                    if isFocused { text.lineLimit(1).hidden().overlay(alignment: .leading) { TextCaret() } }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        switch style {
        case .plain:
            line
        case .roundedBorder:
            line
                .padding(.horizontal, 7)
                .padding(.vertical, axis == .vertical ? 6 : 0)
                .frame(minHeight: 34, maxHeight: axis == .vertical ? nil : 34)
                .background(Color(UIColor.tertiarySystemBackground), in: RoundedRectangle(cornerRadius: 5))
                .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(UIColor.systemGray4), lineWidth: 0.5))
        }
    }
}
