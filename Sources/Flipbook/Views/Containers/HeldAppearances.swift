/// The appearance actions (`onAppear`, a `task`'s start) of views inside a `ViewThatFits`'s
/// candidates, held until the candidate a view is in is the one shown, as SwiftUI runs only the
/// shown candidate's: kept in the `ViewThatFits`'s persistent state, released when it places its
/// choice. A view belongs to the candidate whose identity shares the longest prefix with its own
/// (identities are structural paths, so this holds across updates that make new elements).
@MainActor
final class HeldAppearances {
    private struct Held {
        let id: ViewID
        /// The persistent state of the view's modifier: once it is gone, so is the view.
        weak var state: PersistentState?
        let action: @MainActor () -> Void
    }

    private var held: [Held] = []
    /// Where released actions go: the enclosing `ViewThatFits`'s, else the graph's queue.
    private var outer: HeldAppearances?
    private weak var graph: ViewGraph?

    /// Sets where released actions go, at each resolve of the `ViewThatFits`.
    func route(outer: HeldAppearances?, graph: ViewGraph) {
        self.outer = outer
        self.graph = graph
    }

    /// Holds `action` of the view at `id` whose modifier keeps `state`.
    func hold(_ action: @escaping @MainActor () -> Void, at id: ViewID, state: PersistentState) {
        held.append(Held(id: id, state: state, action: action))
    }

    /// Releases the actions of views in `shown`, one of `candidates`; drops those of views gone.
    func show(_ shown: Element?, among candidates: [Element]) {
        held.removeAll { $0.state == nil }
        guard let shown, !held.isEmpty else { return }
        var kept: [Held] = []
        for entry in held {
            let owner = candidates.max { Self.sharedLength($0.id, entry.id) < Self.sharedLength($1.id, entry.id) }
            guard owner === shown else {
                kept.append(entry)
                continue
            }
            if let outer, let state = entry.state {
                outer.hold(entry.action, at: entry.id, state: state)
            } else {
                graph?.actions.enqueue(entry.action)
            }
        }
        held = kept
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
    /// `state`, once this update is done; inside a `ViewThatFits`'s candidate, once it is shown.
    func enqueueAppearance(keptIn state: PersistentState, _ action: @escaping @MainActor () -> Void) {
        if let held = environment.heldAppearances {
            held.hold(action, at: id, state: state)
        } else {
            graph.actions.enqueue(action)
        }
    }
}
