/// Per-identity state of an element or modifier that outlives one update:
/// animated attributes and remembered values, each under a typed key.
@MainActor
final class PersistentState {
    private var slots: [String: AnyObject] = [:]
    private var values: [String: Any] = [:]
    /// The `onDisappear` action of the view kept here.
    var onDisappear: (@MainActor () -> Void)?
    weak var graph: ViewGraph?
    /// Whether the view kept here is shown: not while it is in a `ViewThatFits`'s candidate not
    /// chosen (`HeldAppearances`), which then has run its `onDisappear` already, or never showed it.
    var isShown = true

    /// Queues the `onDisappear` action, the view being gone (if it was shown).
    func disappeared() {
        if isShown, let onDisappear { graph?.actions.enqueue(onDisappear) }
    }

    /// The animated value kept under `key`, made with `initial` the first time.
    func slot<V: VectorArithmetic>(_ key: PersistentKey<AnimatedSlot<V>>, initial: @autoclosure () -> V,
                                   graph: ViewGraph) -> AnimatedSlot<V> {
        if let slot = existingSlot(key) { return slot }
        let slot = AnimatedSlot(initial(), graph: graph)
        slots[key.name] = slot
        return slot
    }

    /// The animated value kept under `key`, if there is one.
    func existingSlot<V: VectorArithmetic>(_ key: PersistentKey<AnimatedSlot<V>>) -> AnimatedSlot<V>? {
        slots[key.name] as? AnimatedSlot<V>
    }

    /// Every animated value kept here, by key name in name order (for the value track).
    var inspectableSlots: [(name: String, slot: any InspectableSlot)] {
        slots.compactMap { name, slot in (slot as? any InspectableSlot).map { (name: name, slot: $0) } }.sorted { $0.name < $1.name }
    }

    /// Whether any animated attribute kept here is animating.
    var hasAnimatingSlot: Bool {
        slots.values.contains { ($0 as? any AnimatableRecordState)?.isAnimating ?? false }
    }

    /// The value remembered under `key`, if any.
    subscript<Value>(key: PersistentKey<Value>) -> Value? {
        get { values[key.name] as? Value }
        set { values[key.name] = newValue }
    }
}

/// Names what an element keeps in its `PersistentState` and fixes its type: a remembered value
/// (`PersistentKey<Bool>`) or an animated value's slot (`PersistentKey<AnimatedSlot<Double>>`).
/// Keys are declared where they are used, `static var wasFlying: PersistentKey<Bool> { "wasFlying" }`;
/// an element that animates several values gives each its own.
struct PersistentKey<Value>: ExpressibleByStringLiteral {
    let name: String
    init(stringLiteral name: String) { self.name = name }
}

extension PersistentKey {
    /// A leaf's (or drawing effect's) frame, animated.
    static var frame: PersistentKey<AnimatedSlot<CGRect.AnimatableData>> { "frame" }
}
