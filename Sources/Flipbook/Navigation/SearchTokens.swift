extension View {
    /// A search field (as `searchable(text:placement:prompt:)` gives) that also holds `tokens`,
    /// each drawn by `token` before the text in a grey rounded rectangle; with tokens the prompt
    /// is hidden. A suggestion's `searchCompletion(_:)` token, tapped, is appended to them.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        modifier(SearchableModifier(
            text: text, prompt: prompt?.plainString, tokens: tokens.wrappedValue.map { AnyView(token($0)) },
            addToken: { value in
                if let element = value as? C.Element { tokens.wrappedValue.append(element) }
            }))
    }

    /// A search field with tokens showing `prompt` while empty (see `searchable(text:tokens:placement:prompt:token:)`).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// A search field with tokens showing `prompt` while empty (see `searchable(text:tokens:placement:prompt:token:)`).
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }
}
