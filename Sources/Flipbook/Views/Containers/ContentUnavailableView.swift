/// What a screen shows when it has nothing to show, as iOS 17 draws it: centred in all the
/// space offered, the label's symbol large (48 pt) in the secondary colour over its title in bold
/// `title2`, then the description in `subheadline` in the secondary colour, then the actions.
///
///     ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
///     ContentUnavailableView.search(text: query)
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == Flipbook.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title, an image from the app's resources and an optional description.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { Flipbook.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    /// A title, an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Flipbook.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    /// A title, an image from the app's resources and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { Flipbook.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }

    /// A title, an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Flipbook.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }
}

extension ContentUnavailableView
where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
      Actions == SearchUnavailableContent.Actions {
    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView { search(text: "") }

    /// "No Results for “text”", for a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    /// A magnifying glass over "No Results", or "No Results for “text”".
    public struct Label: View {
        let text: String

        public var body: some View {
            Flipbook.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search."
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// None.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

/// A content-unavailable label: the icon large over the title.
private struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 16) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}
