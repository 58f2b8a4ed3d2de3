/// The menu of a screen's title (`toolbarTitleMenu(content:)`), its editable title
/// (`navigationTitle(_:)` with a binding) and the rename action a `RenameButton` in it runs.
extension View {
    /// The title the enclosing `NavigationStack` shows for this screen, bound to `title` so that
    /// it can be renamed (a `RenameButton` in its `toolbarTitleMenu`). Drawn as the string.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(title.wrappedValue)
    }

    /// The items of the menu the screen's title opens (rename, duplicate, move…).
    ///
    /// Partial: the title's chevron and its menu are not drawn; the items are kept unshown.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        self
    }

    /// What a `RenameButton` in this view does: `action` (typically focusing a field with the name).
    public func renameAction(_ action: @escaping @MainActor () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
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
