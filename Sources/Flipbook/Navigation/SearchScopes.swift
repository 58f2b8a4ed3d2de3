/// The scope bar of a search field: a segmented control of `scopes` bound to the selected scope,
/// shown below the field while a search is active (iOS's automatic activation).
struct SearchScopeBar {
    let control: AnyView

    /// The bar's height below the field: the 32-point segmented control and its 8-point margin.
    static var height: CGFloat { 40 }
}

extension EnvironmentValues {
    /// The scope bar a `searchScopes` modifier around a `searchable` view gives its search field.
    var searchScopeBar: SearchScopeBar? {
        get { self[SearchScopeBarKey.self] }
        set { self[SearchScopeBarKey.self] = newValue }
    }
}

private enum SearchScopeBarKey: EnvironmentKey { static var defaultValue: SearchScopeBar? { nil } }

/// When a search field's scope bar shows.
public struct SearchScopeActivation: Sendable, Equatable {
    let name: String
    /// As the platform does: on iOS, while searching.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// While the search field is being searched in.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
    /// Once text has been typed.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
}

extension View {
    /// Gives the search field of the `searchable` modifier inside a scope bar: `scopes` (views
    /// tagged with scope values, as a `Picker`'s) in a segmented control bound to `scope`, shown
    /// below the field while a search is active. A script picks one with `Pick(label, at:)` like
    /// any segmented control. Apply it outside `searchable` (after it), as SwiftUI expects.
    ///
    /// Partial: the bar shows while searching whatever `activation` asks.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation = .automatic,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let control = Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented)
        return environment(\.searchScopeBar, SearchScopeBar(control: AnyView(control)))
    }

    /// Gives the search field a scope bar of `scopes` bound to `scope` (see `searchScopes(_:activation:_:)`).
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }
}
