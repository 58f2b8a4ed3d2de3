/// The menu of a screen's title (`toolbarTitleMenu(content:)`), its editable title
/// (`navigationTitle(_:)` with a binding) and the rename action a `RenameButton` in it runs.
extension View {
    /// The title the enclosing `NavigationStack` shows for this screen, bound to `title` so that
    /// it can be renamed (a `RenameButton` in its `toolbarTitleMenu`). Drawn as the string.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
    }

    /// The items of the menu the screen's title opens (rename, duplicate, move…): the inline
    /// title in the navigation bar gets a chevron (``NavigationBarTitle``), and a tap on it (a
    /// script's `Tap` of the title) opens the items as a `Menu` does. A large title shows no
    /// chevron and opens nothing until it is inline in the bar, as on iOS 16 and later.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        modifier(ToolbarTitleMenuModifier(items: AnyView(content())))
    }

    /// What a `RenameButton` in this view does: `action` (typically focusing a field with the name).
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }
}

/// Marks its view's screen as having a title menu of `items`.
struct ToolbarTitleMenuModifier: ViewModifier, WrappingModifier {
    let items: AnyView
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ToolbarTitleMenu", child: child, id: id) { $0.toolbarTitleMenu = items }
    }
}

private enum ToolbarTitleMenuTrait: ElementTraitKey { static var defaultValue: AnyView? { nil } }

extension ElementTraits {
    /// The items of the menu the title of this view's screen opens (`toolbarTitleMenu`); nil without one.
    var toolbarTitleMenu: AnyView? {
        get { self[ToolbarTitleMenuTrait.self] }
        set { self[ToolbarTitleMenuTrait.self] = newValue }
    }
}

/// The action a `RenameButton` runs (`renameAction(_:)`); call it as a function.
public struct RenameAction {
    let action: @MainActor () -> Void

    @MainActor public func callAsFunction() { action() }
}

private enum RenameActionKey: EnvironmentKey { static var defaultValue: RenameAction? { nil } }

extension EnvironmentValues {
    /// The rename action of the view here (`renameAction(_:)`), if any.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

/// A "Rename" button with a pencil that runs the environment's `rename` action.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    public var body: some View {
        Button("Rename", systemImage: "pencil") { rename?.callAsFunction() }
    }
}

extension RenameButton where Label == Flipbook.Label<Text, Image> {
    public init() {}
}

/// The label of a title menu in the navigation bar: the inline title in the label colour, then a
/// small down chevron in a grey circle. The circle's 18 pt, the chevron's 9 pt bold and the 4 pt
/// between them are estimates from iOS 17 screenshots (Apple publishes no metrics).
struct TitleMenuLabel: View {
    let title: String

    var body: some View {
        HStack(spacing: 4) {
            Text(title).font(NavigationBar.titleFont).foregroundStyle(Color.primary)
            Image(systemName: "chevron.down")
                .font(.system(size: 9, weight: .bold))
                .foregroundStyle(Color.secondary)
                .frame(width: 18, height: 18)
                .background(Circle().fill(Color(UIColor.tertiarySystemFill)))
        }
    }
}
