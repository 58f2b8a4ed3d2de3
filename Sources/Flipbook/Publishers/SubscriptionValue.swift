/// A value one subscription keeps between the values it receives (an operator's last value,
/// running result, or pending value).
final class SubscriptionValue<Value> {
    var value: Value?
    init(_ value: Value? = nil) { self.value = value }
}
