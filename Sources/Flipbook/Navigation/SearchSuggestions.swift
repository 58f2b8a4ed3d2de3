/// Shows a screen's search suggestions in place of its content while its search field is being
/// searched in: a plain list of the suggestions over the system background.
struct SearchSuggestionsModifier<Suggestions: View>: ViewModifier {
    let suggestions: Suggestions
    @Environment(\.searchSession) private var session

    func body(content: Content) -> some View {
        content.overlay {
            if session?.isActive == true {
                List { suggestions }
                    .listStyle(.plain)
                    .background(Color(UIColor.systemBackground))
            }
        }
    }
}

/// Makes a suggestion complete the search when tapped: with a string, the field's text becomes
/// it; with a token, the token is appended to the field's tokens and the text cleared.
struct SearchCompletionModifier: ViewModifier {
    let complete: @MainActor (SearchSession) -> Void
    @Environment(\.searchSession) private var session

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { if let session { complete(session) } }
    }
}

extension View {
    /// Suggestions for the search field of this screen's `searchable` modifier: while the field is
    /// being searched in, they show in a plain list in place of the content. Give each a
    /// `searchCompletion(_:)` to make tapping it complete the search.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Tapping this suggestion sets the search field's text to `completion`.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier { $0.text?.wrappedValue = completion })
    }

    /// Tapping this suggestion appends `token` to the search field's tokens (when they are of its
    /// type) and clears the text.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(SearchCompletionModifier { session in
            session.addToken?(token)
            session.text?.wrappedValue = ""
        })
    }
}
