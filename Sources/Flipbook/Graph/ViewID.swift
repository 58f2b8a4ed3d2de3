/// A view's structural identity: the path of positions from the root to it.
///
/// Two views with the same path across updates are the same view (their state
/// and animations carry over); a different path is a different view.
struct ViewID: Hashable, CustomStringConvertible {
    enum Component: Hashable {
        /// Position in a `TupleView` or stack.
        case index(Int)
        /// Branch of an `if`/`else` (or presence in an optional).
        case branch(Bool)
        /// The type wrapped by an `AnyView`.
        case type(ObjectIdentifier)
        /// An explicit identity from `id(_:)` or `ForEach`.
        case explicit(AnyHashable)
        /// The body of a composite view.
        case body
        /// The content of a modifier.
        case content
        /// The secondary content of a modifier (overlay, background).
        case secondary
        /// A modifier wrapping one element of its (possibly many-element) content.
        case wrapper
        /// Where a branch keeps its transition phase.
        case transitionPhase
    }

    private(set) var components: [Component] = []

    static var root: ViewID { ViewID() }

    func appending(_ component: Component) -> ViewID {
        var id = self
        id.components.append(component)
        return id
    }

    var description: String {
        components.map { component in
            switch component {
            case .index(let i): "\(i)"
            case .branch(let b): b ? "if" : "else"
            case .type(let t): "type(\(t.hashValue))"
            case .explicit(let h): "id(\(h))"
            case .body: "body"
            case .content: "content"
            case .secondary: "secondary"
            case .wrapper: "wrapper"
            case .transitionPhase: "transitionPhase"
            }
        }.joined(separator: "/")
    }
}
