/// Scrolls a scroll view at `time`, as `ScrollViewProxy.scrollTo` or a programmatic scroll would:
/// the offset moves with `animation` (nil: at once) in a transaction of its own, clamped to what
/// the content allows, and the indicators show while it moves.
///
///     Scroll(to: "row-12", anchor: .top, at: 0.5)      // the scroll view holding the view with that id
///     Scroll(toY: 300, at: 1)                           // the only vertical scroll view on screen
///     Scroll(byY: -120, in: "feed", at: 1.5)            // the scroll view with, or holding, id "feed"
///     Scroll(toEdge: .bottom, at: 2, animation: nil)
///
/// Which scroll view: for `to:`, the innermost one holding the view with that id; otherwise the
/// one named by `in:` (a scroll view given `.id(…)`, or the one holding a view with that id), or
/// else the only scroll view on screen scrolling along that axis. A missing or ambiguous target is
/// a one-line error naming it.
public struct Scroll: ScriptEvent {
    public let time: Double
    let animation: Animation?
    let scrollViewID: AnyHashable?
    let move: Move

    enum Move {
        case target(ScrollTarget)
        case offset(Axis, CGFloat)
        case delta(Axis, CGFloat)
        case edge(Edge)
    }

    /// Scrolls the view with `id` into sight: `anchor` of the view at `anchor` of the visible area,
    /// or (nil) the least scrolling that shows it whole.
    public init<ID: Hashable>(to id: ID, anchor: UnitPoint? = nil, at time: Double, animation: Animation? = .default) {
        self.init(.target(ScrollTarget(id: AnyHashable(id), anchor: anchor)), in: nil, time, animation)
    }

    /// Scrolls vertically to the offset `y` (points from the top of the content).
    public init(toY y: CGFloat, in scrollView: AnyHashable? = nil, at time: Double, animation: Animation? = .default) {
        self.init(.offset(.vertical, y), in: scrollView, time, animation)
    }

    /// Scrolls horizontally to the offset `x` (points from the leading edge of the content).
    public init(toX x: CGFloat, in scrollView: AnyHashable? = nil, at time: Double, animation: Animation? = .default) {
        self.init(.offset(.horizontal, x), in: scrollView, time, animation)
    }

    /// Scrolls vertically by `dy` points (positive: further down the content).
    public init(byY dy: CGFloat, in scrollView: AnyHashable? = nil, at time: Double, animation: Animation? = .default) {
        self.init(.delta(.vertical, dy), in: scrollView, time, animation)
    }

    /// Scrolls horizontally by `dx` points (positive: further along the content).
    public init(byX dx: CGFloat, in scrollView: AnyHashable? = nil, at time: Double, animation: Animation? = .default) {
        self.init(.delta(.horizontal, dx), in: scrollView, time, animation)
    }

    /// Scrolls to an edge of the content (`.top`, `.bottom`, `.leading`, `.trailing`).
    public init(toEdge edge: Edge, in scrollView: AnyHashable? = nil, at time: Double, animation: Animation? = .default) {
        self.init(.edge(edge), in: scrollView, time, animation)
    }

    private init(_ move: Move, in scrollView: AnyHashable?, _ time: Double, _ animation: Animation?) {
        self.move = move
        scrollViewID = scrollView
        self.time = time
        self.animation = animation
    }

    public var summary: String {
        let place = scrollViewID.map { ", in: \($0.base)" } ?? ""
        return switch move {
        case .target(let target): "Scroll(to: \(target.id.base), at: \(time))"
        case .offset(let axis, let value): "Scroll(to\(axis == .vertical ? "Y" : "X"): \(value)\(place), at: \(time))"
        case .delta(let axis, let value): "Scroll(by\(axis == .vertical ? "Y" : "X"): \(value)\(place), at: \(time))"
        case .edge(let edge): "Scroll(toEdge: .\(edge)\(place), at: \(time))"
        }
    }

    public func perform(on graph: ViewGraph) throws {
        let scroll = try ScrollViews(graph: graph).target(of: self)
        graph.perform(at: time) {
            withTransaction(Transaction(animation: animation)) {
                scroll.request(move)
                graph.willChangeLayout()
            }
        }
    }
}
