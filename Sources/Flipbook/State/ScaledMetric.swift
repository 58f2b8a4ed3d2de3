/// A number that grows with Dynamic Type as a text style does: `@ScaledMetric var size = 24`
/// reads 24 at the default size and 24 × 53 / 17 at `.accessibility5` (body's proportion).
@propertyWrapper @MainActor @preconcurrency
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let style: Font.TextStyle
    let box = EnvironmentBox<DynamicTypeSize>()

    /// A value that scales as body text does.
    public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

    /// A value that scales as `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        style = textStyle
    }

    /// The value at the view's Dynamic Type size.
    public var wrappedValue: Value { style.scaled(base, at: box.value ?? .large) }
}

extension ScaledMetric: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        box.value = environment.dynamicTypeSize
    }
}
