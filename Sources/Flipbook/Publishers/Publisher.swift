/// A source of values over time, as Combine's publishers are, for code written against Combine
/// (Linux has none). Flipbook has the few publishers views reach for — `Timer.publish` (on the
/// scene's clock), `Just`, a `@Published` property's `$property` — and the subscribers attached to
/// them: `sink`, `assign(to:on:)` and `onReceive`. Values are delivered at once, on the main actor,
/// as they happen. Not there: operators (`map`, `filter`, `debounce`, `receive(on:)`…), subjects,
/// demand and back-pressure, schedulers, `assign(to: &$property)`, `objectWillChange` as a publisher.
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

/// Namespace of Combine's publisher types: here `Publishers.Autoconnect`.
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
