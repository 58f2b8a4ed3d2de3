/// The content handed to a closure or body: of a scoped `.animation(_:body:)` or
/// `.transaction(_:body:)` (modifiers applied to it inside the closure get the scoped
/// transaction, the content itself keeps the transaction from `upstream`), of a phase or
/// keyframe animator, or of a ``Transition``.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let content: any View
    let upstream: TransactionCarrier?
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let elements = context.resolveChild(content, component: .content)
        guard let upstream else { return elements }
        return context.wrapEach(elements) { TransactionCarrierElement(.restore, carrier: upstream, child: $0, id: $1) }
    }
}

/// A transaction change that applies only to the modifiers in `body`.
struct ScopedTransactionView<Body: View>: View, PrimitiveView {
    let rule: TransactionRule
    let upstream: TransactionCarrier
    let scoped: Body

    func resolve(in context: ResolveContext) -> [Element] {
        let elements = context.resolveChild(scoped, component: .content)
        return context.wrapEach(elements) { child, id in
            TransactionCarrierElement(
                .record, carrier: upstream,
                child: TransactionElement(rule: rule, tracker: nil, state: context.persistentState, child: child, id: id),
                id: id.appending(.wrapper))
        }
    }
}

extension View {
    /// Animates the changes of the modifiers applied inside `body` with
    /// `animation`; the view itself and everything else keep their transaction.
    ///
    ///     Rectangle().animation(.smooth) { $0.foregroundStyle(isActive ? .red : .blue) }
    public func animation<V: View>(_ animation: Animation?,
                                   @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let upstream = TransactionCarrier()
        return ScopedTransactionView(rule: .animation(animation), upstream: upstream,
                                     scoped: body(PlaceholderContentView(content: self, upstream: upstream)))
    }

    /// Applies `transform` to the transaction of the modifiers applied inside `body` only.
    public func transaction<V: View>(_ transform: @escaping @MainActor (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let upstream = TransactionCarrier()
        return ScopedTransactionView(rule: .transform(transform), upstream: upstream,
                                     scoped: body(PlaceholderContentView(content: self, upstream: upstream)))
    }
}
