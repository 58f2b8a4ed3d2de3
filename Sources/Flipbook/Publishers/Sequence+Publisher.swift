extension Publishers {
    /// A publisher of a sequence's elements: a subscriber receives them all at once, in order,
    /// then the end (`[1, 2, 3].publisher`).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements

        public init(sequence: Elements) { self.sequence = sequence }

        public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                              receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
            var isCancelled = false
            let cancellable = AnyCancellable { isCancelled = true }
            for element in sequence {
                guard !isCancelled else { return cancellable }
                receiveValue(element)
            }
            if !isCancelled { receiveCompletion(.finished) }
            return cancellable
        }
    }
}

extension Sequence {
    /// The sequence's elements as a publisher.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
