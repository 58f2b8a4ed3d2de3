/// How a subscription to several publishers ends (`combineLatest`, `merge`, `zip`, `flatMap`):
/// finished once every side has finished, failed at the first failure, and silent after either.
final class CombinedEnding<Failure: Error> {
    private var unfinished: Int
    private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private(set) var isDone = false

    init(sides: Int, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        unfinished = sides
        self.receiveCompletion = receiveCompletion
    }

    /// One more side that must finish before the whole does (an inner publisher of `flatMap`).
    func addSide() { unfinished += 1 }

    /// A side ended with `completion`.
    func complete(_ completion: Subscribers.Completion<Failure>) {
        guard !isDone else { return }
        if case .finished = completion {
            unfinished -= 1
            guard unfinished == 0 else { return }
        }
        end(with: completion)
    }

    /// Ends the whole now (`zip` when a finished side can pair no more values).
    func end(with completion: Subscribers.Completion<Failure>) {
        guard !isDone else { return }
        isDone = true
        receiveCompletion(completion)
    }

    /// Subscribes to both sides of a two-publisher operator (`combineLatest`, `merge`), each side
    /// ending through this ending; one cancellable for both.
    func subscribe<A: Publisher, B: Publisher>(_ a: A, _ b: B, first: @escaping (A.Output) -> Void,
                                               second: @escaping (B.Output) -> Void) -> AnyCancellable
        where A.Failure == Failure, B.Failure == Failure {
        AnyCancellable(cancellingAll: a.subscribe(receiveCompletion: self.complete, receiveValue: first),
                       b.subscribe(receiveCompletion: self.complete, receiveValue: second))
    }
}
