/// Subscribes `action` to a publisher while its view is shown: subscribed after the update in which
/// the view appears (and again when given another publisher object), cancelled when the view
/// disappears; each value runs the action the view gave last. Attached to a `ForEach` it
/// subscribes once per element.
struct OnReceiveModifier<P: Publisher>: ViewModifier, WrappingModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void
    typealias Body = Never

    /// One element's subscription.
    private final class Subscription {
        /// The publisher subscribed to, when it is an object (a value publisher is subscribed once).
        var publisherID: ObjectIdentifier?
        var action: (P.Output) -> Void
        var cancellable: AnyCancellable?
        init(action: @escaping (P.Output) -> Void) { self.action = action }
    }
    private static var subscription: PersistentKey<Subscription> { "onReceive" }

    func makeElement(wrapping child: Element, id elementID: ViewID, context: ResolveContext) -> Element {
        guard !child.traits.isDeparting else { return child }
        let state = context.persistentState(for: child)
        let publisherID = P.self is AnyClass ? ObjectIdentifier(publisher as AnyObject) : nil
        let subscription: Subscription
        if let existing = state[Self.subscription] {
            existing.action = action
            guard existing.publisherID != publisherID else { return child }
            subscription = existing
        } else {
            subscription = Subscription(action: action)
            state[Self.subscription] = subscription
            let previous = state.onDisappear
            state.onDisappear = {
                previous?()
                subscription.cancellable?.cancel()
            }
        }
        subscription.publisherID = publisherID
        let publisher = publisher
        context.graph.actions.enqueue {
            subscription.cancellable?.cancel()
            subscription.cancellable = publisher.subscribe(receiveCompletion: { _ in }) { [weak subscription] value in
                subscription?.action(value)
            }
        }
        return child
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends while this view is shown
    /// (`.onReceive(timer) { date in … }`).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
