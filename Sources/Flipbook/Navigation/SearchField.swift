/// A navigation bar's search field as iOS draws it at rest: a 36-point rounded field of the
/// tertiary system fill, a magnifying glass, and the text (or the prompt in the secondary label
/// colour), with the clear button once there is text. A script types into it by its prompt.
struct SearchField: View {
    let search: SearchableElement

    /// The height of the drawer the field sits in, below the bar or large title.
    static var drawerHeight: CGFloat { 52 }
    static var fieldHeight: CGFloat { 36 }

    var body: some View {
        let text = search.text.wrappedValue
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(Color(UIColor.secondaryLabel))
            Text(verbatim: text.isEmpty ? search.prompt : text)
                .foregroundStyle(text.isEmpty ? Color(UIColor.secondaryLabel) : Color(UIColor.label))
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
            if !text.isEmpty {
                Image(systemName: "xmark.circle.fill")
                    .foregroundStyle(Color(UIColor.tertiaryLabel))
            }
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(height: Self.fieldHeight)
        .background(Color(UIColor.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
        .controlTarget(.text(TextEntry(text: search.text, environment: search.environment, focus: nil, submitTrigger: .search)),
                       hiddenLabel: Text(verbatim: search.prompt))
        .padding(.horizontal, 16)
        .frame(height: Self.drawerHeight)
    }
}
