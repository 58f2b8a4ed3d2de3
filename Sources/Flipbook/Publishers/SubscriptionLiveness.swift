/// Whether a subscription is still wanted: an action a time operator scheduled checks it before
/// delivering, so nothing arrives after the subscription is cancelled.
final class SubscriptionLiveness {
    private(set) var isLive = true

    /// A cancellable that ends the subscription and cancels `upstream`.
    func cancellable(cancelling upstream: AnyCancellable) -> AnyCancellable {
        AnyCancellable { [self] in
            isLive = false
            upstream.cancel()
        }
    }
}
