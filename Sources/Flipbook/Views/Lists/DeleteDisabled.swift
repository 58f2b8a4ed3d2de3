/// `deleteDisabled(_:)`: a list row its `ForEach`'s `onDelete` does not reach (no Delete swipe
/// action, no delete indicator in edit mode).
private struct DeleteDisabledModifier: ViewModifier, WrappingModifier {
    let isDisabled: Bool
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("DeleteDisabled", child: child, id: id) { $0.isDeleteDisabled = isDisabled }
    }
}

private enum DeleteDisabledTrait: ElementTraitKey { static var defaultValue: Bool { false } }

extension ElementTraits {
    /// Whether `deleteDisabled(true)` keeps the row from being deleted.
    var isDeleteDisabled: Bool {
        get { self[DeleteDisabledTrait.self] }
        set { self[DeleteDisabledTrait.self] = newValue }
    }

    /// The row's edit actions when it can be deleted: its `ForEach` has `onDelete` and the row is
    /// not `deleteDisabled`.
    var deletableRowEditing: ListRowEditing? {
        guard let editing = listRowEditing, editing.actions.delete != nil, !isDeleteDisabled else { return nil }
        return editing
    }
}

extension View {
    /// Keeps this row of a `ForEach` with `onDelete` from being deleted when `isDisabled`: it
    /// shows no Delete swipe action and no delete indicator in edit mode.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { modifier(DeleteDisabledModifier(isDisabled: isDisabled)) }
}
