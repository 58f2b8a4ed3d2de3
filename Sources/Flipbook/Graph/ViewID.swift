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
    /// A hash of the components, extended as they are appended: identities are looked up in every
    /// resolve, and hashing the whole path each time (explicit ids are `AnyHashable`s) dominated it.
    private var digest = 0

    static var root: ViewID { ViewID() }

    func appending(_ component: Component) -> ViewID {
        var id = self
        id.components.append(component)
        id.digest = Self.digest(digest, component)
        return id
    }

    /// The identity of the ancestor `count` components deep (this one if it is no deeper).
    func prefix(_ count: Int) -> ViewID {
        components.prefix(count).reduce(ViewID.root) { $0.appending($1) }
    }

    private static func digest(_ digest: Int, _ component: Component) -> Int {
        var hasher = Hasher()
        hasher.combine(digest)
        hasher.combine(component)
        return hasher.finalize()
    }

    static func == (lhs: ViewID, rhs: ViewID) -> Bool { lhs.digest == rhs.digest && lhs.components == rhs.components }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

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
