/// A publisher of one value: a subscriber receives it at once, then the end.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
