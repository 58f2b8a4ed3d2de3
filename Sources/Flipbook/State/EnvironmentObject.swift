/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)`, found by
/// its type. Reading one that no ancestor provides stops the program with a line naming the type
/// and the fix, as SwiftUI does.
///
///     @EnvironmentObject var settings: Settings
@propertyWrapper @MainActor @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox<ObjectType>()

    public init() {}

    /// The object (the view's body reading it is updated when it sends `objectWillChange`).
    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: add .environmentObject(_:) with one to an ancestor of this view")
        }
        object.objectWillChange.recordRead()
        return object
    }

    /// Bindings to the object's properties: `$settings.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(object: wrappedValue) }
}

extension EnvironmentObject: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.value = environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    }
}

extension EnvironmentValues {
    /// The objects `environmentObject(_:)` provides here, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

private enum EnvironmentObjectsKey: EnvironmentKey { static var defaultValue: [ObjectIdentifier: AnyObject] { [:] } }

/// Puts an object in the environment under its type (`nil` takes one of that type out).
struct EnvironmentObjectModifier: ViewModifier, EnvironmentModifier {
    let key: ObjectIdentifier
    let object: AnyObject?
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.objects[key] = object }
}

extension View {
    /// Supplies `object` to the `@EnvironmentObject` properties of type `T` in this view's subtree.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
    }
}
