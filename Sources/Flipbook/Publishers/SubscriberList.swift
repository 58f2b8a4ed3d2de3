/// The subscribers of a publisher that sends each value to several, in the order they subscribed.
final class SubscriberList<Output> {
    private var subscribers: [(id: Int, receive: (Output) -> Void)] = []
    private var lastID = 0

    /// Adds `receive`; cancelling the returned cancellable removes it.
    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        lastID += 1
        let id = lastID
        subscribers.append((id, receive))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    /// Sends `value` to the subscribers there are now.
    func send(_ value: Output) {
        for subscriber in subscribers { subscriber.receive(value) }
    }
}
