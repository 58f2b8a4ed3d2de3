import Observation

/// Whether a navigation screen's `searchable` field is being searched in (focused), kept by the
/// screen. Typing into the field starts a search; its Cancel button and `dismissSearch` end it,
/// clearing the text. The screen, and views reading `isSearching`, read it, so they are updated
/// when it changes.
@MainActor @Observable
final class SearchSession {
    var isActive = false
    /// Whether the field has the keyboard: from a tap or a keystroke in it until return, Cancel
    /// or `dismissSearch` (after return the search goes on, the keyboard gone, as in `UISearchBar`).
    private var hasKeyboard = false
    /// The field's text, bound by the screen's `searchable` modifier when it is resolved.
    @ObservationIgnored var text: Binding<String>?
    /// Adds a token to the field's tokens, when the `searchable` modifier has tokens of that type
    /// (what a suggestion's `searchCompletion(_:)` token does when tapped).
    @ObservationIgnored var addToken: (@MainActor (Any) -> Void)?

    /// The `isPresented` binding of the `searchable` modifier, told when a search starts or ends.
    @ObservationIgnored var presented: Binding<Bool>?

    /// Starts a search as a tap in the field does: the field focused.
    func begin() {
        isActive = true
        hasKeyboard = true
        presented?.wrappedValue = true
    }

    /// Ends the search as the Cancel button does: the text cleared, the field left.
    func end() {
        isActive = false
        hasKeyboard = false
        text?.wrappedValue = ""
        presented?.wrappedValue = false
    }

    /// The field's focus: given (a tap, typing), it starts a search; taken (return), the search goes on.
    var focus: FieldFocus {
        FieldFocus(isFocused: isActive && hasKeyboard) { [self] focused in
            if focused { begin() } else { hasKeyboard = false }
        }
    }
}

private enum SearchSessionKey: EnvironmentKey { static var defaultValue: SearchSession? { nil } }

extension EnvironmentValues {
    /// The search session of the navigation screen the views here are on.
    var searchSession: SearchSession? {
        get { self[SearchSessionKey.self] }
        set { self[SearchSessionKey.self] = newValue }
    }

    /// Whether the search field of this screen's `searchable` modifier is being searched in:
    /// true from a script's first keystroke in it until its Cancel button or `dismissSearch`.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of this screen's `searchable` field, as its Cancel button does.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

private enum IsSearchingKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction {} } }

/// What `@Environment(\.dismissSearch)` gives: calling it ends the screen's search (the text
/// cleared, the field left); outside a search it does nothing.
public struct DismissSearchAction {
    let action: @MainActor () -> Void

    @MainActor public func callAsFunction() { action() }
}
