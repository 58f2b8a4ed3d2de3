/// A view of editable multi-line text, as iOS's text view shows it unfocused: the text in the
/// body font (or the environment's), wrapped to the width offered less 5 pt each side, from 8 pt
/// below the top; it takes all the space offered (its ideal height is its text's plus 16 pt) and
/// clips what does not fit. A script types into it with `TypeText(identifier, text, at:)`, naming
/// it by its `accessibilityIdentifier`; there `"\n"` starts a new line. Inside `disabled(true)`
/// its text is grey, as a disabled text field's, and a script's `TypeText` into it is an error.
///
/// Partial: it does not scroll to follow typing.
public struct TextEditor: View {
    let text: Binding<String>
    @Environment(\.self) private var environment
    @Environment(\.isEnabled) private var isEnabled

    public init(text: Binding<String>) {
        self.text = text
    }

    public var body: some View {
        TextEditorLayout {
            Text(verbatim: text.wrappedValue)
                .foregroundStyle(isEnabled ? Color.primary : DisabledLook.foreground)
                .padding(.horizontal, 5)
                .padding(.vertical, 8)
        }
        .clipped()
            .controlTarget(.text(TextEntry(text: text, environment: environment, focus: nil, returnStartsLine: true)))
    }
}

/// A text editor's box: the width and height offered (where unspecified, its text's), the text
/// at its top-leading corner wrapped to the width, however tall it is.
private struct TextEditorLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let text = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        return CGSize(width: proposal.width ?? text.width, height: proposal.height ?? text.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: nil))
    }
}
