/// The persistent record of a view that has a `body`: its `@State` storage,
/// its last body, the elements that body resolved to, and the records of the
/// views inside it. Lives as long as the view keeps its identity.
@MainActor
final class CompositeRecord {
    let id: ViewID
    let viewType: ObjectIdentifier
    weak var parent: CompositeRecord?
    weak var graph: ViewGraph?

    /// The last view value, with its dynamic properties bound to this record.
    var view: (any View)?
    /// The last evaluated body.
    var body: (any View)?
    /// What the body resolved to last time.
    var elements: [Element] = []

    /// The animated `animatableData` of a view that is `Animatable`.
    var animatableState: (any AnimatableRecordState)?
    /// Whether the last presentation pass showed this view mid-animation.
    var wasPresentedAnimating = false

    /// `@State` storage in declaration order.
    var stateStorage: [AnyObject] = []
    /// Set when this view's own state changed since the last update.
    var isDirty = true
    /// Set when a view inside this one changed state.
    var hasDirtyDescendant = false

    private var children: [ViewID: CompositeRecord] = [:]
    private var previousChildren: [ViewID: CompositeRecord] = [:]
    private var persistent: [ViewID: PersistentState] = [:]
    private var previousPersistent: [ViewID: PersistentState] = [:]
    /// Structural points and branches resolved in this update and the last.
    private var resolvedPoints: Set<ViewID> = []
    private var previousPoints: Set<ViewID> = []
    /// The branch elements of each structural point, to keep removed ones playing.
    private var branches: [ViewID: [TransitionElement]] = [:]
    private var previousBranchElements: [ViewID: [TransitionElement]] = [:]

    /// The view's type, for messages.
    var viewName: String { view.map { String(describing: type(of: $0)) } ?? "the root view" }

    init(id: ViewID, viewType: ObjectIdentifier, parent: CompositeRecord?) {
        self.id = id
        self.viewType = viewType
        self.parent = parent
    }

    /// Starts resolving this record's body anew: records and states not claimed
    /// again by the end are dropped with their views.
    func beginResolve() {
        previousChildren = children
        children = [:]
        previousPersistent = persistent
        persistent = [:]
        previousPoints = resolvedPoints
        resolvedPoints = []
        previousBranchElements = branches
        branches = [:]
    }

    func wasResolved(point: ViewID) -> Bool { previousPoints.contains(point) }
    func markResolved(point: ViewID) { resolvedPoints.insert(point) }
    func previousBranches(at point: ViewID) -> [TransitionElement] { previousBranchElements[point] ?? branches[point] ?? [] }
    func setBranches(_ elements: [Element], at point: ViewID) {
        branches[point] = elements.compactMap { $0 as? TransitionElement }
    }

    func endResolve() {
        previousPoints = []
        previousBranchElements = [:]
        // Only what this update did not claim again is gone (claimed ones stay in the previous maps).
        for state in Self.stableOrder(previousPersistent.filter { persistent[$0.key] !== $0.value }) { state.disappeared() }
        for record in Self.stableOrder(previousChildren.filter { children[$0.key] !== $0.value }) { record.disappeared() }
        previousChildren = [:]
        previousPersistent = [:]
        isDirty = false
        hasDirtyDescendant = false
    }

    /// The record of the composite view at `id`, kept from the last update when
    /// the type matches.
    func child(at id: ViewID, type: ObjectIdentifier) -> CompositeRecord {
        if let existing = previousChildren[id] ?? children[id], existing.viewType == type {
            children[id] = existing
            return existing
        }
        let record = CompositeRecord(id: id, viewType: type, parent: self)
        record.graph = graph
        children[id] = record
        return record
    }

    /// The persistent state of the element or modifier at `id`.
    func persistentState(at id: ViewID) -> PersistentState {
        // The last update's states are claimed again; a view's first update has none to look in.
        if !previousPersistent.isEmpty, let existing = previousPersistent[id] {
            persistent[id] = existing
            return existing
        }
        if let existing = persistent[id] { return existing }
        let state = PersistentState()
        state.graph = graph
        persistent[id] = state
        return state
    }

    /// Runs the `onDisappear` actions of every view kept here, this record's view being removed.
    func disappeared() {
        for state in Self.stableOrder(persistent) { state.disappeared() }
        for record in Self.stableOrder(children) { record.disappeared() }
    }

    /// The values of `map` ordered by identity, so that the actions they queue (`onDisappear`) run
    /// in the same order in every process (a dictionary's order changes with its hash seed).
    private static func stableOrder<Value>(_ map: [ViewID: Value]) -> [Value] {
        // Each identity spelled once (not once per comparison): removing a thousand views sorts a thousand.
        map.count < 2 ? Array(map.values) : map.map { ($0.key.description, $0.value) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    func markDirty() {
        isDirty = true
        var ancestor = parent
        while let record = ancestor, !record.hasDirtyDescendant {
            record.hasDirtyDescendant = true
            ancestor = record.parent
        }
    }
}
