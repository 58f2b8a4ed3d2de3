/// Per-identity state of an element or modifier that outlives one update:
/// animated attributes and remembered values, each under a typed key.
@MainActor
final class PersistentState {
    // A view keeps a few values here, so short lists scanned by name cost less than dictionaries
    // (hashing each name; a dictionary allocated for each of the thousands of views' states).
    private var slots: [(name: String, slot: any AnimatableRecordState)] = []
    private var values: [(name: String, value: Any)] = []
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
        slots.append((key.name, slot))
        return slot
    }

    /// The animated value kept under `key`, if there is one.
    func existingSlot<V: VectorArithmetic>(_ key: PersistentKey<AnimatedSlot<V>>) -> AnimatedSlot<V>? {
        for entry in slots where entry.name == key.name { return entry.slot as? AnimatedSlot<V> }
        return nil
    }

    /// Every animated value kept here, by key name in name order (for the value track).
    var inspectableSlots: [(name: String, slot: any InspectableSlot)] {
        slots.compactMap { name, slot in (slot as? any InspectableSlot).map { (name: name, slot: $0) } }.sorted { $0.name < $1.name }
    }

    /// Whether any animated attribute kept here is animating. A loop, not `contains`: a closure
    /// handed to the standard library checks its actor at every call.
    var hasAnimatingSlot: Bool {
        for entry in slots where entry.slot.isAnimating { return true }
        return false
    }

    /// The value remembered under `key`, if any.
    subscript<Value>(key: PersistentKey<Value>) -> Value? {
        get {
            for entry in values where entry.name == key.name { return entry.value as? Value }
            return nil
        }
        set {
            var index: Int?
            for candidate in values.indices where values[candidate].name == key.name { index = candidate }
            switch (index, newValue) {
            case let (index?, value?): values[index].value = value
            case let (index?, nil): values.remove(at: index)
            case let (nil, value?): values.append((key.name, value))
            case (nil, nil): break
            }
        }
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
