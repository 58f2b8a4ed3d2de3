/// The result of `if`/`else` in a ``ViewBuilder``: each branch is a different
/// view, so switching branches removes one view and inserts the other.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        switch storage {
        case .trueContent(let view): context.resolveBranches([(.branch(true), view)])
        case .falseContent(let view): context.resolveBranches([(.branch(false), view)])
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [Element] {
        switch self {
        case .some(let view): context.resolveBranches([(.branch(true), view)])
        case .none: context.resolveBranches([])
        }
    }
}
