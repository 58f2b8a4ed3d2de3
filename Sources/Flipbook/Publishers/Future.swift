/// A publisher of one value that some work produces later: the work starts when the future is
/// made (`Future { promise in … promise(.success(user)) }`), and every subscriber, before or after
/// it ends, receives its one result and the end.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the work calls with its result; only the first call counts.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private let waiting = SubjectSubscribers<Output, Failure>()

    /// Starts `attemptToFulfill` now, handing it the promise to call with the result.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        switch result {
        case .success(let value):
            waiting.send(value)
            waiting.send(completion: .finished)
        case .failure(let error):
            waiting.send(completion: .failure(error))
        }
    }

    public func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                          receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        if case .success(let value) = result { receiveValue(value) }
        let subscription = waiting.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        // The subscription keeps the future, and so its result to come, alive.
        return AnyCancellable { [self] in
            _ = self
            subscription.cancel()
        }
    }
}
