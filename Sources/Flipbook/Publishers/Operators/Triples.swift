extension Publisher {
    /// Subscribes to this publisher's `((a, b), c)` values as triples `(a, b, c)`: how the
    /// three-publisher forms (`CombineLatest3`, `Zip3`) run on the two-publisher ones.
    func subscribeAsTriples<A, B, C>(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                                     receiveValue: @escaping ((A, B, C)) -> Void) -> AnyCancellable where Output == ((A, B), C) {
        subscribe(receiveCompletion: receiveCompletion) { pair, third in receiveValue((pair.0, pair.1, third)) }
    }
}
