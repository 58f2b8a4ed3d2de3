/// Where a `searchable` view's search field goes. On an iPhone every placement is the navigation
/// bar's drawer: below the large title (below the bar when the title is inline).
public struct SearchFieldPlacement: Sendable, Equatable {
    /// How a navigation bar drawer shows the field.
    public enum NavigationBarDrawerDisplayMode: Sendable, Equatable {
        /// Shown at the top of the screen, hidden as the content scrolls (Flipbook's lists do not scroll).
        case automatic
        /// Always shown.
        case always
    }

    let displayMode: NavigationBarDrawerDisplayMode

    public static let automatic = SearchFieldPlacement(displayMode: .automatic)
    public static let navigationBarDrawer = SearchFieldPlacement(displayMode: .automatic)
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(displayMode: displayMode)
    }
    public static let sidebar = SearchFieldPlacement(displayMode: .automatic)
    public static let toolbar = SearchFieldPlacement(displayMode: .automatic)
}

/// Carries a screen's search field up to its `NavigationStack` screen, which draws it (as
/// `NavigationTitleElement` carries the title).
final class SearchableElement: Element {
    let text: Binding<String>
    let prompt: String
    let environment: EnvironmentValues
    let session: SearchSession
    /// The scope bar shown below the field while searching, if `searchScopes` gives one.
    let scopeBar: SearchScopeBar?
    /// The views of the field's tokens, in order (`searchable(text:tokens:…)`).
    let tokens: [AnyView]

    init(text: Binding<String>, prompt: String, tokens: [AnyView], environment: EnvironmentValues, session: SearchSession,
         child: Element, id: ViewID) {
        self.text = text
        self.prompt = prompt
        self.tokens = tokens
        self.environment = environment
        self.session = session
        scopeBar = environment.searchScopeBar
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    /// The outermost search field declared in `elements`, looking through wrappers and
    /// containers.
    static func find(in elements: [Element]) -> SearchableElement? {
        outermost(in: elements, onScreen: true) { $0 as? SearchableElement }
    }
}

struct SearchableModifier: ViewModifier, WrappingModifier {
    let text: Binding<String>
    let prompt: String?
    var tokens: [AnyView] = []
    var addToken: (@MainActor (Any) -> Void)?
    /// Whether the field is being searched in (`searchable(text:isPresented:…)`), both ways.
    var isPresented: Binding<Bool>?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        // Outside a navigation stack the field is not shown, and its session is never read.
        let session = context.environment.searchSession ?? SearchSession()
        session.text = text
        session.addToken = addToken
        session.presented = isPresented
        if let wanted = isPresented?.wrappedValue, wanted != session.isActive {
            context.graph.actions.enqueue { wanted ? session.begin() : session.end() }
        }
        return SearchableElement(text: text, prompt: prompt ?? "Search", tokens: tokens, environment: context.environment,
                                 session: session, child: child, id: id)
    }
}

extension View {
    /// Gives the enclosing `NavigationStack` screen a search field bound to `text`, drawn as iOS
    /// draws it below the large title, showing `prompt` ("Search" when nil) while empty. The view
    /// filters its content by `text` itself; a script types into the field with
    /// `TypeText(prompt, text, at:)`, which focuses it as a finger would: the bar and large title
    /// give way to the field at the top, with a Cancel button beside it (`Tap("Cancel", at:)`
    /// clears the text and restores them). Outside a navigation stack no field is shown, as on iOS.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.plainString))
    }

    /// A search field whose search is going on while `isPresented` is true: setting it starts the
    /// search (the field focused, as a tap in it does) or ends it (as Cancel does), and the field
    /// sets it when a search starts or ends (see `searchable(text:placement:prompt:)`).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt?.plainString, isPresented: isPresented))
    }

    /// A search field whose search is going on while `isPresented` is true, showing `prompt` while
    /// empty (see `searchable(text:isPresented:placement:prompt:)`).
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose search is going on while `isPresented` is true, showing `prompt` while
    /// empty (see `searchable(text:isPresented:placement:prompt:)`).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                              placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field showing `prompt` while empty (see `searchable(text:placement:prompt:)`).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field showing `prompt` while empty (see `searchable(text:placement:prompt:)`).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}
