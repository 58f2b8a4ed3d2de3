import Observation

extension Environment where Value: AnyObject & Observable {
    /// Reads the `Observable` object of type `objectType` that an ancestor put in the environment
    /// with `environment(_:)`; the body that reads its properties is updated when they change.
    ///
    ///     @Environment(Cart.self) private var cart
    public init(_ objectType: Value.Type) {
        self.init(read: { $0.objects[ObjectIdentifier(Value.self)] as? Value })
    }
}

extension Environment {
    /// Reads the `Observable` object of type `objectType` from the environment, `nil` when no
    /// ancestor provides one.
    ///
    ///     @Environment(Profile.self) private var profile: Profile?
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(read: { .some($0.objects[ObjectIdentifier(T.self)] as? T) })
    }
}

extension View {
    /// Puts `object` in this view's environment under its type, for `@Environment(T.self)` in the
    /// subtree to read (`nil` takes an object of that type out).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentObjectModifier(key: ObjectIdentifier(T.self), object: object))
    }
}
