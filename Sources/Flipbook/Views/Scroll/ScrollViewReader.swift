/// Gives its content a `ScrollViewProxy` that scrolls the scroll views inside it to a view by
/// its id.
///
///     ScrollViewReader { proxy in
///         ScrollView { ForEach(messages) { MessageRow(message: $0) } }
///             .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
///     }
///
/// Its content is laid out as it would be without the reader.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let persistent = context.persistentState
        let request = persistent[.scrollTargetRequest] ?? ScrollTargetRequest(graph: context.graph)
        persistent[.scrollTargetRequest] = request
        let inner = context.with { $0.scrollTargetRequest = request }
        return inner.resolveChild(content(ScrollViewProxy(request: request)), component: .content).map {
            ScrollReaderElement(child: $0, request: request, id: $0.id.appending(.wrapper))
        }
    }
}

/// Around each view of a reader's content: once the tree is laid out, a `scrollTo` that no scroll
/// view inside took is reported, naming the id.
final class ScrollReaderElement: Element {
    private let request: ScrollTargetRequest

    init(child: Element, request: ScrollTargetRequest, id: ViewID) {
        self.request = request
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    override func placeChildren(in frame: CGRect) { children[0].place(in: frame) }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        if let missed = request.pending.take() {
            update.graph.report(.unknownScrollTarget(id: "\(missed.id.base)", known: ScrollTargets.ids(in: children[0]).map { "\($0.base)" }))
        }
        return false
    }

    override var debugName: String { "ScrollViewReader" }
}

/// A `scrollTo` waiting for the next layout, shared by a reader's proxy and the scroll views inside it.
@MainActor
final class ScrollTargetRequest {
    weak var graph: ViewGraph?
    var pending: ScrollTarget?

    init(graph: ViewGraph) { self.graph = graph }

    /// The pending target, taken, if `scroll`'s content has the view it names.
    func take(ifIn scroll: ScrollElement) -> ScrollTarget? {
        guard let pending, ScrollTargets.frame(of: pending.id, in: scroll) != nil else { return nil }
        self.pending = nil
        return pending
    }
}

extension PersistentKey {
    /// A scroll view reader's pending `scrollTo`.
    static var scrollTargetRequest: PersistentKey<ScrollTargetRequest> { "scroll.targetRequest" }
}
