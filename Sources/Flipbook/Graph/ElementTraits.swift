/// A key for a value a container reads from its children (`zIndex`, layout priority, a grid
/// cell's span…), with the value a view has when nothing sets it.
///
///     enum ZIndexTrait: ElementTraitKey { static var defaultValue: Double { 0 } }
///     extension ElementTraits {
///         var zIndex: Double { get { self[ZIndexTrait.self] } set { self[ZIndexTrait.self] = newValue } }
///     }
protocol ElementTraitKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The traits of one element, by key: decided when the element is resolved. A modifier starts with
/// the traits of the view it modifies (a `.padding()` keeps its view's `zIndex`); a leaf or a
/// container starts with none, whatever its children have. A trait modifier sets one key.
struct ElementTraits {
    /// Set keys only, few per element: a linear search over them costs less than hashing, and an
    /// element with no traits (most of them) costs nothing to ask.
    private var entries: [(key: ObjectIdentifier, box: AnyObject)] = []

    subscript<Key: ElementTraitKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            for entry in entries where entry.key == id {
                return unsafeDowncast(entry.box, to: TraitBox<Key.Value>.self).value
            }
            return Key.defaultValue
        }
        set {
            let id = ObjectIdentifier(key), box = TraitBox(newValue)
            for index in entries.indices where entries[index].key == id {
                entries[index].box = box
                return
            }
            entries.append((id, box))
        }
    }
}

/// One trait value, boxed so that values of every type share one array.
private final class TraitBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A reference to an element held in a trait (the grid row or transition branch a modifier wraps),
/// unowned: traits are held by the element itself and the modifiers above it, which keep it alive.
struct ElementReference<Target: AnyObject> {
    unowned let element: Target
}

private enum LayoutPriorityTrait: ElementTraitKey { static var defaultValue: Double { 0 } }
private enum ZIndexTrait: ElementTraitKey { static var defaultValue: Double { 0 } }
private enum DepartingTrait: ElementTraitKey { static var defaultValue: Bool { false } }

extension ElementTraits {
    /// The view's priority when its stack divides space (`layoutPriority`; a spacer's is −∞).
    var layoutPriority: Double {
        get { self[LayoutPriorityTrait.self] }
        set { self[LayoutPriorityTrait.self] = newValue }
    }

    /// The view's drawing order among its siblings (`zIndex`): containers draw lower values first.
    var zIndex: Double {
        get { self[ZIndexTrait.self] }
        set { self[ZIndexTrait.self] = newValue }
    }

    /// Whether the view has been removed and is still playing its removal: it keeps its last
    /// frame, out of its container's layout, drawn beneath its siblings.
    var isDeparting: Bool {
        get { self[DepartingTrait.self] }
        set { self[DepartingTrait.self] = newValue }
    }
}
