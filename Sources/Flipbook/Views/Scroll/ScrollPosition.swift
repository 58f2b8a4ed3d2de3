/// Where a scroll view is scrolled to, as a value a `scrollPosition(_:anchor:)` binding holds:
/// an edge, a view's id or a point. Each `scrollTo` asks the scroll view to move there (animated
/// in the transaction that changed it).
///
///     @State private var position = ScrollPosition(edge: .bottom)
///     ScrollView { … }.scrollPosition($position)
///     Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
///
/// When a finger (`Drag`) or a `Scroll` event moves the content, the position becomes the view of
/// the content's `scrollTargetLayout()` container it shows (see `scrollPosition(id:anchor:)`),
/// positioned by the user.
public struct ScrollPosition: Equatable {
    /// What the position asks for.
    enum Request: Equatable {
        case edge(Edge)
        case id(AnyHashable, UnitPoint?)
        case point(CGPoint)
    }

    private(set) var request: Request?
    /// How many times the position was asked to move: a new request, even to the same place, moves it again.
    private(set) var generation = 0

    /// No position asked for yet: the scroll view starts at its default place.
    public init(idType: (some Hashable).Type = Never.self) {}

    /// Scrolled to `edge`.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { scrollTo(edge: edge) }

    /// Scrolled to the view with `id`, placed at `anchor` (nil: the least scrolling that shows it).
    public init(id: some Hashable, anchor: UnitPoint? = nil) { scrollTo(id: id, anchor: anchor) }

    /// Scrolled to `point` of the content.
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { scrollTo(point: point) }

    /// Scrolled to `x` and `y` of the content.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) { scrollTo(point: CGPoint(x: x, y: y)) }

    public mutating func scrollTo(edge: Edge) { ask(.edge(edge)) }
    public mutating func scrollTo(id: some Hashable, anchor: UnitPoint? = nil) { ask(.id(AnyHashable(id), anchor)) }
    public mutating func scrollTo(point: CGPoint) { ask(.point(point)) }
    public mutating func scrollTo(x: CGFloat) { ask(.point(CGPoint(x: x, y: 0))) }
    public mutating func scrollTo(y: CGFloat) { ask(.point(CGPoint(x: 0, y: y))) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { ask(.point(CGPoint(x: x, y: y))) }

    /// The edge asked for, if the position is an edge.
    public var edge: Edge? { if case .edge(let edge) = request { edge } else { nil } }
    /// The point asked for, if the position is a point.
    public var point: CGPoint? { if case .point(let point) = request { point } else { nil } }
    /// The id asked for, if the position is a view's.
    public var viewID: AnyHashable? { if case .id(let id, _) = request { id } else { nil } }
    /// The id asked for as a `type`, if the position is a view's with an id of that type.
    public func viewID<ID: Hashable>(type: ID.Type) -> ID? { viewID?.base as? ID }
    /// Whether a finger (or a script's `Scroll`) put the scroll view where it is, rather than a `scrollTo`.
    public private(set) var isPositionedByUser = false

    private mutating func ask(_ request: Request) {
        self.request = request
        generation += 1
        isPositionedByUser = false
    }

    /// A finger or a script scrolled to the view with `id`: the position names it, without asking
    /// the scroll view to move (it is there).
    mutating func positionedByUser(at id: AnyHashable) {
        request = .id(id, nil)
        isPositionedByUser = true
    }
}

extension View {
    /// Scrolls the scroll view to where `position` says, whenever it is asked to move
    /// (`position.scrollTo(…)`), in the transaction that asked.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        environment(\.boundScrollRequest, BoundScrollRequest(position: position.wrappedValue, anchor: anchor,
                                                             write: { id in position.wrappedValue.positionedByUser(at: id) }))
    }
}

/// The request a `scrollPosition(_:)` binding holds, for the scroll views it reaches.
struct BoundScrollRequest {
    let position: ScrollPosition
    let anchor: UnitPoint?
    /// Sets the binding to the view a finger or a script scrolled to.
    let write: @MainActor (AnyHashable) -> Void

    /// Asks `scroll` to move as the position says, once per request.
    @MainActor func apply(to scroll: ScrollOffsetState) {
        guard let request = position.request, position.generation != scroll.boundGeneration else { return }
        scroll.boundGeneration = position.generation
        switch request {
        case .edge(.top): scroll.requested.y = 0
        case .edge(.bottom): scroll.requested.y = .greatestFiniteMagnitude
        case .edge(.leading): scroll.requested.x = 0
        case .edge(.trailing): scroll.requested.x = .greatestFiniteMagnitude
        case .id(let id, let idAnchor): scroll.requestedTarget = ScrollTarget(id: id, anchor: idAnchor ?? anchor)
        case .point(let point): scroll.requested = point
        }
    }
}

private enum BoundScrollRequestKey: EnvironmentKey { static var defaultValue: BoundScrollRequest? { nil } }

extension EnvironmentValues {
    /// The `scrollPosition(_:)` binding's request for the scroll views here (nil: no binding).
    var boundScrollRequest: BoundScrollRequest? {
        get { self[BoundScrollRequestKey.self] }
        set { self[BoundScrollRequestKey.self] = newValue }
    }
}
