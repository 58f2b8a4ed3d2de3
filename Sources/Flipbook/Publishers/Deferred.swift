/// A publisher made anew for each subscriber, when it subscribes (`Deferred { Future { … } }`:
/// the work starts on subscription, not when the publisher is made).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure
    public let createPublisher: () -> DeferredPublisher

    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        createPublisher().subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}
