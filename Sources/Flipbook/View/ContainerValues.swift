/// A key for a value a view gives the container holding it (`containerValue(_:_:)`), read
/// through a `Subview`'s `containerValues`; `@Entry` in an `extension ContainerValues` makes one.
public protocol ContainerValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view gives its container, by key: each key's default until a
/// `containerValue(_:_:)` on the view sets it.
///
///     extension ContainerValues { @Entry var isHighlighted = false }
///     Text("New").containerValue(\.isHighlighted, true)
public struct ContainerValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

private enum ContainerValuesTrait: ElementTraitKey { static var defaultValue: ContainerValues { ContainerValues() } }

extension ElementTraits {
    /// The container values the view's `containerValue` modifiers set.
    var containerValues: ContainerValues {
        get { self[ContainerValuesTrait.self] }
        set { self[ContainerValuesTrait.self] = newValue }
    }
}

/// Sets one container value of the view it modifies.
private struct ContainerValueModifier<Value>: ViewModifier, WrappingModifier {
    let keyPath: WritableKeyPath<ContainerValues, Value>
    let value: Value
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("ContainerValue", child: child, id: id) { $0.containerValues[keyPath: keyPath] = value }
    }
}

extension View {
    /// Gives the container holding this view `value` for the key at `keyPath`, read through the
    /// view's `Subview.containerValues`.
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        modifier(ContainerValueModifier(keyPath: keyPath, value: value))
    }
}
