/// A source of values over time, as Combine's publishers are, for code written against Combine
/// (Linux has none; `import Combine` finds Flipbook's module of that name). Flipbook has the
/// publishers view models reach for — `Timer.publish` (on the scene's clock), `Just`, `Future`,
/// `Deferred`, `Empty`, `Fail`, `[…].publisher`, a `@Published` property's `$property`, the
/// subjects — the common operators (`map`, `filter`, `removeDuplicates`, `combineLatest`, `zip`,
/// `merge`, `flatMap`, `switchToLatest`, `catch`, `replaceError`…), the time operators
/// (`debounce`, `throttle`, `delay`, `receive(on:)`) on the scene's clock, and the subscribers
/// `sink`, `assign(to:on:)`, `assign(to: &$property)` and `onReceive`. Values are delivered at
/// once, as they happen, unless a time operator holds them. Not there: demand and back-pressure
/// (beyond `flatMap(maxPublishers:)`).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Delivers the values to `receiveValue` and the end to `receiveCompletion` until the returned
    /// cancellable is cancelled or released.
    func subscribe(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                   receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// Namespace of Combine's subscriber types; Flipbook has the completion a publisher ends with.
public enum Subscribers {
    /// How a publisher ended: normally, or with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}

/// Namespace of Combine's publisher types (`Publishers.Map`, `Publishers.Debounce`…).
public enum Publishers {}

extension Publisher {
    /// Runs `receiveValue` with each value and `receiveCompletion` at the end, for as long as the
    /// returned cancellable is kept.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

extension Publisher where Failure == Never {
    /// Runs `receiveValue` with each value, for as long as the returned cancellable is kept.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Writes each value to `object`'s property at `keyPath` (keeping `object` alive for as long
    /// as the returned cancellable is kept, as Combine does).
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        subscribe(receiveCompletion: { _ in }, receiveValue: { object[keyPath: keyPath] = $0 })
    }
}
