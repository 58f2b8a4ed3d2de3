/// A view of editable multi-line text, as iOS's text view shows it unfocused: the text in the
/// body font (or the environment's), wrapped to the width offered less 5 pt each side, from 8 pt
/// below the top; it takes all the space offered (its ideal height is its text's plus 16 pt) and
/// clips what does not fit. A script types into it with `TypeText(identifier, text, at:)`, naming
/// it by its `accessibilityIdentifier`; there `"\n"` starts a new line. Inside `disabled(true)`
/// its text is grey, as a disabled text field's, and a script's `TypeText` into it is an error.
/// Once typed into, text taller than the editor scrolls, as `UITextView` scrolls to keep the caret
/// (at the end of the text) in sight: the last line shows above the 8 pt bottom inset.
public struct TextEditor: View {
    let text: Binding<String>
    @Environment(\.self) private var environment
    @Environment(\.isEnabled) private var isEnabled
    /// Whether a script has typed into it: from then on it follows the caret.
    @State private var isTypedInto = false

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        TextEditorLayout(followsEnd: isTypedInto) {
            Text(verbatim: text.wrappedValue)
                .foregroundStyle(isEnabled ? Color.primary : DisabledLook.foreground)
                .padding(.horizontal, 5)
                .padding(.vertical, 8)
        }
        .clipped()
            .controlTarget(.text(TextEntry(text: typing, environment: environment, focus: nil, returnStartsLine: true)))
    }

    /// The text as the keyboard edits it: a change marks the editor typed into.
    private var typing: Binding<String> {
        let text = text, isTypedInto = $isTypedInto
        return Binding(get: { text.wrappedValue }, set: {
            isTypedInto.wrappedValue = true
            text.wrappedValue = $0
        })
    }
}

/// A text editor's box: the width and height offered (where unspecified, its text's), the text
/// at its top-leading corner wrapped to the width, however tall it is; following the end, text
/// taller than the box is scrolled up so that its end shows at the box's bottom.
private struct TextEditorLayout: Layout {
    let followsEnd: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let text = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        return CGSize(width: proposal.width ?? text.width, height: proposal.height ?? text.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let text = subviews.first else { return }
        let proposal = ProposedViewSize(width: bounds.width, height: nil)
        let scrolled = followsEnd ? max(0, text.sizeThatFits(proposal).height - bounds.height) : 0
        text.place(at: CGPoint(x: bounds.minX, y: bounds.minY - scrolled), anchor: .topLeading, proposal: proposal)
    }
}
