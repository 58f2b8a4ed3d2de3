/// A navigation bar's search field as iOS draws it: a 36-point rounded field of the tertiary
/// system fill, a magnifying glass, and the text (or the prompt in the secondary label colour),
/// with the clear button once there is text. Its tokens, if any, come before the text, each in
/// a grey rounded rectangle, and hide the prompt. A script taps it or types into it by its prompt,
/// which focuses it and starts a search: then a Cancel button in the tint colour follows the field,
/// and ends the search (clearing the text) when tapped.
struct SearchField: View {
    let search: SearchableElement
    let isSearching: Bool

    /// The height of the drawer the field sits in, below the bar or large title.
    static var drawerHeight: CGFloat { 52 }
    static var fieldHeight: CGFloat { 36 }

    /// The drawer's height with the scope bar, if it shows.
    static func height(of search: SearchableElement, isSearching: Bool) -> CGFloat {
        drawerHeight + (isSearching && search.scopeBar != nil ? SearchScopeBar.height : 0)
    }

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                field
                if isSearching {
                    Button("Cancel") { search.session.end() }
                    .font(.body)
                    .padding(.leading, 8)
                }
            }
            .padding(.horizontal, 16)
            .frame(height: Self.drawerHeight)
            if isSearching, let scopeBar = search.scopeBar {
                scopeBar.control
                    .padding(.horizontal, 16)
                    .frame(height: SearchScopeBar.height, alignment: .top)
            }
        }
    }

    private var field: some View {
        let text = search.text.wrappedValue
        let typing = Binding(get: { search.text.wrappedValue }, set: { typed in
            search.session.isActive = true
            search.text.wrappedValue = typed
        })
        return HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(Color(UIColor.secondaryLabel))
            ForEach(search.tokens.indices, id: \.self) { index in
                search.tokens[index]
                    .font(.subheadline)
                    .lineLimit(1)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 3)
                    .background(Color(UIColor.systemGray4), in: RoundedRectangle(cornerRadius: 6))
                    .fixedSize()
            }
            Text(verbatim: text.isEmpty ? (search.tokens.isEmpty ? search.prompt : "") : text)
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
        .controlTarget(.text(TextEntry(text: typing, environment: search.environment, focus: search.session.focus, submitTrigger: .search,
                                                  autocapitalization: .never)),
                       hiddenLabel: Text(verbatim: search.prompt))
    }
}
