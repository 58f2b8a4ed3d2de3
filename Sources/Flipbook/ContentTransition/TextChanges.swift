import FlipbookDisplayList

/// What a text remembers of its changes, across the updates that rebuild it: the text shown, how
/// many times it changed under a content transition, the text before the last such change and
/// which way a numeric roll goes.
struct TextChanges {
    var shown: TextLayoutSpec
    var count = 0
    var previous: TextLayoutSpec?
    var countsDown = false
    /// The value of the last `numericText(value:)`, to tell which way the next change goes.
    var value: Double?

    /// Records `spec` as the text now shown in `state`: a change of its characters under a
    /// transition that animates text counts as one more change to play.
    @MainActor
    static func record(_ spec: TextLayoutSpec, transition: ContentTransition, in state: PersistentState) -> TextChanges {
        var changes = state[.textChanges] ?? TextChanges(shown: spec)
        var value: Double?
        if case .numericText(_, let newValue) = transition.kind { value = newValue }
        if changes.shown.string != spec.string, transition.animatesText {
            changes.count += 1
            changes.previous = changes.shown
            if case .numericText(let countsDown, _) = transition.kind {
                if let value, let before = changes.value { changes.countsDown = value < before } else { changes.countsDown = countsDown }
            }
        }
        changes.shown = spec
        changes.value = value
        state[.textChanges] = changes
        return changes
    }
}

extension PersistentKey {
    fileprivate static var textChanges: PersistentKey<TextChanges> { "textChanges" }
}
