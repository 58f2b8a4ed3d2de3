/// Something that can hold a scene's keyboard focus: a `@FocusState`'s storage.
@MainActor
protocol FocusHolder: AnyObject {
    /// Gives the focus up (its value becomes blank).
    func resignFocus()
}

/// The one holder of a scene's keyboard focus: a holder taking it makes the previous one resign,
/// so one field has focus at a time, as on an iPhone.
@MainActor
final class SceneFocus {
    private(set) weak var holder: (any FocusHolder)?

    func take(_ newHolder: any FocusHolder) {
        guard newHolder !== holder else { return }
        let previous = holder
        holder = newHolder
        previous?.resignFocus()
    }

    func release(_ oldHolder: any FocusHolder) {
        if oldHolder === holder { holder = nil }
    }
}
