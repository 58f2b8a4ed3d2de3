/// A stored property of a view whose value the graph keeps between updates
/// (`@State`, `@Binding`, `@Environment`, or a struct made of them).
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before each evaluation of the owning view's body.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph connects to the storage of the view that owns it.
@MainActor
protocol GraphBoundProperty {
    /// Connects to storage slot `index` of `record`, creating it on first use (or reads
    /// `environment`, for properties that need no storage).
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int)
}

@MainActor
enum DynamicPropertyBinder {
    /// Connects every dynamic property of `value` (searching nested
    /// `DynamicProperty` structs) to `record`, in declaration order.
    static func bind(_ value: Any, to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues) {
        var index = 0
        bind(value, record, graph, environment, &index)
    }

    private static func bind(_ value: Any, _ record: CompositeRecord, _ graph: ViewGraph, _ environment: EnvironmentValues,
                             _ index: inout Int) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any GraphBoundProperty {
                property.bind(to: record, graph: graph, environment: environment, index: &index)
            } else if child.value is any DynamicProperty || child.value is any ViewModifier {
                bind(child.value, record, graph, environment, &index)
            } else if let holder = child.value as? any HoldsDynamicProperties {
                bind(holder.dynamicPropertiesHolder, record, graph, environment, &index)
            }
        }
    }
}

/// A value whose dynamic properties are another value's (a style's), bound as the holding view's own.
@MainActor
protocol HoldsDynamicProperties {
    var dynamicPropertiesHolder: Any { get }
}
