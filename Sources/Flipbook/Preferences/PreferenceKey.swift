/// A named value that views produce and their ancestors read: each view sets it with
/// `preference(key:value:)`, and `onPreferenceChange(_:perform:)` above them sees the values of
/// its content combined by `reduce`, in the order the views are declared.
///
///     struct HeightKey: PreferenceKey {
///         static let defaultValue: CGFloat = 0
///         static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///             value = max(value, nextValue())
///         }
///     }
public protocol PreferenceKey {
    /// The type of value the key holds.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's (`nextValue`), in declaration order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// The combined value of `values` in order: the default when there are none, else the first
    /// reduced with each of the others (one view's value is that value, unchanged).
    static func combined(_ values: [Value]) -> Value {
        guard var value = values.first else { return defaultValue }
        for next in values.dropFirst() { reduce(value: &value) { next } }
        return value
    }
}
