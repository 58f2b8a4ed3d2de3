/// The appearance actions (`onAppear`, a `task`'s start) and disappearances of views inside a
/// `ViewThatFits`'s candidates, as SwiftUI runs them: a view appears when the candidate it is in
/// becomes the one shown and disappears (its `onDisappear`, a `task`'s cancellation) when another
/// is chosen, once each time. Kept in the `ViewThatFits`'s persistent state; applied when it places
/// its choice. A view belongs to the candidate whose identity shares the longest prefix with its
/// own (identities are structural paths, so this holds across updates that make new elements).
/// A view's `PersistentState.isShown` says whether it is shown now, so that removing a view that
/// is not shown runs no `onDisappear` a second time (or without its having appeared).
@MainActor
final class HeldAppearances {
    private struct Entry {
        let id: ViewID
        /// The persistent state of the view's modifier: once it is gone, so is the view.
        weak var state: PersistentState?
        /// Run each time the view appears; none for a view with only an `onDisappear`.
        var appear: (@MainActor () -> Void)?
    }

    private var entries: [Entry] = []
    /// Where the appearances of views in the shown candidate go: the enclosing `ViewThatFits`'s
    /// (which shows them only if its own choice does), else the graph's queue.
    private var outer: HeldAppearances?
    private weak var graph: ViewGraph?

    /// Sets where appearances go, at each resolve of the `ViewThatFits`.
    func route(outer: HeldAppearances?, graph: ViewGraph) {
        self.outer = outer
        self.graph = graph
    }

    /// Tracks the view at `id` whose modifier keeps `state`, with its `appear` action if any. A view
    /// tracked for the first time is not shown until its candidate is; `appear` given again for a
    /// view already shown (a `task(id:)` restarting) runs once this update is done.
    func track(_ state: PersistentState, at id: ViewID, appear: (@MainActor () -> Void)?) {
        guard let index = entries.firstIndex(where: { $0.state === state }) else {
            state.isShown = false
            entries.append(Entry(id: id, state: state, appear: appear))
            return
        }
        guard let appear else { return }
        entries[index].appear = appear
        if state.isShown { graph?.actions.enqueue(appear) }
    }

    /// Shows the views in `shown`, one of `candidates`, and hides the others: the views newly
    /// shown appear first, then those no longer shown disappear (the order of an `if`/`else`
    /// switch, an estimate for `ViewThatFits`). Drops the views gone.
    func show(_ shown: Element?, among candidates: [Element]) {
        entries.removeAll { $0.state == nil }
        guard let shown, !entries.isEmpty else { return }
        var hiding: [PersistentState] = []
        for entry in entries {
            guard let state = entry.state else { continue }
            let owner = candidates.max { Self.sharedLength($0.id, entry.id) < Self.sharedLength($1.id, entry.id) }
            if owner === shown {
                if let outer {
                    outer.adopt(entry)
                } else if !state.isShown {
                    state.isShown = true
                    if let appear = entry.appear { graph?.actions.enqueue(appear) }
                }
            } else {
                outer?.release(state)
                if state.isShown { hiding.append(state) }
            }
        }
        for state in hiding {
            state.disappeared()
            state.isShown = false
        }
    }

    /// Takes a view of a nested `ViewThatFits`'s shown candidate as one of this one's.
    private func adopt(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0.state === entry.state }) {
            entries[index].appear = entry.appear
        } else {
            entries.append(entry)
        }
    }

    /// Lets go of a view whose nested `ViewThatFits` no longer shows it.
    private func release(_ state: PersistentState) {
        entries.removeAll { $0.state === state }
        outer?.release(state)
    }

    /// How many leading components `a` and `b` share.
    private static func sharedLength(_ a: ViewID, _ b: ViewID) -> Int {
        zip(a.components, b.components).prefix { $0 == $1 }.count
    }
}

private enum HeldAppearancesKey: EnvironmentKey { static var defaultValue: HeldAppearances? { nil } }

extension EnvironmentValues {
    /// The appearances held by the `ViewThatFits` whose candidates the views here are in, if any.
    var heldAppearances: HeldAppearances? {
        get { self[HeldAppearancesKey.self] }
        set { self[HeldAppearancesKey.self] = newValue }
    }
}

extension ResolveContext {
    /// Runs `action`, the appearance of the view whose modifier is resolved here and keeps
    /// `state`, once this update is done; inside a `ViewThatFits`'s candidate, each time it is shown.
    func enqueueAppearance(keptIn state: PersistentState, _ action: @escaping @MainActor () -> Void) {
        if let held = environment.heldAppearances {
            held.track(state, at: id, appear: action)
        } else {
            graph.actions.enqueue(action)
        }
    }

    /// Inside a `ViewThatFits`'s candidate, runs the `onDisappear` kept in `state` each time the
    /// candidate stops being shown, and not when the view is removed while not shown.
    func trackDisappearance(keptIn state: PersistentState) {
        environment.heldAppearances?.track(state, at: id, appear: nil)
    }
}
