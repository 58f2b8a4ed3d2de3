import FlipbookDisplayList

/// One layout unit of the resolved view tree: a leaf that draws, a container,
/// or a modifier around one child. Elements are rebuilt when their inputs
/// change and reused (with their layout caches) when they do not; what must
/// outlive a rebuild lives in a `PersistentState` keyed by identity.
@MainActor
class Element {
    let id: ViewID
    var children: [Element]
    /// Frame from the last layout, in scene points (model values, unrounded).
    private(set) var frame: CGRect = .zero
    /// Whether anything in this subtree changed in the current update.
    private(set) var subtreeChanged = false
    /// Whether this element was built from a body evaluated in this update
    /// (its view's state changed, or its parent gave it new inputs).
    let isFresh = ViewGraph.resolvingFreshContent
    /// Whether this element or one below it is fresh.
    private(set) var containsFresh = false
    private var sizeCache: [(ProposedViewSize, CGSize)] = []
    /// The proposal of the most recent size query: a parent sizes a child just
    /// before placing it, so this is the proposal the placement answers.
    private(set) var lastProposal: ProposedViewSize?

    init(id: ViewID, children: [Element] = []) {
        self.id = id
        self.children = children
    }

    // MARK: - Layout

    /// The size this element chooses for `proposal`; cached while the element lives.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        lastProposal = proposal
        if passesSizeThrough, let child = children.first { return child.sizeThatFits(proposal) }
        for (cached, size) in sizeCache where cached == proposal { return size }
        let size = computeSize(proposal)
        if sizeCache.count >= 8 { sizeCache.removeFirst() }
        sizeCache.append((proposal, size))
        return size
    }

    func dropLayoutCache() { sizeCache.removeAll() }

    /// Whether this element's size is always its only child's (a wrapper that only draws),
    /// so caching it again would only cost time.
    var passesSizeThrough: Bool { false }

    /// Subclasses compute their size here. Default: the size of the only child,
    /// or the proposal (nil → 10) for a childless element.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let child = children.first else { return proposal.replacingUnspecifiedDimensions() }
        return child.sizeThatFits(proposal)
    }

    /// Gives this element and the wrappers below it, down to `stop`, a frame
    /// without placing anything (for containers whose grandchildren are placed directly).
    final func assignFrame(_ frame: CGRect, downTo stop: Element) {
        self.frame = frame
        if self !== stop, children.count == 1 { children[0].assignFrame(frame, downTo: stop) }
    }

    /// Assigns this element its frame and places its children inside it.
    final func place(in frame: CGRect) {
        self.frame = frame
        placeChildren(in: frame)
    }

    /// The proposal to place children with: the one this element's last size answered when its
    /// frame has that size (SwiftUI places with the proposal it sized for), else the frame's size.
    final func placementProposal(for frame: CGRect) -> ProposedViewSize {
        lastProposal.flatMap { sizeThatFits($0) == frame.size ? $0 : nil } ?? ProposedViewSize(frame.size)
    }

    /// Default: every child gets the whole frame.
    func placeChildren(in frame: CGRect) {
        for child in children where !child.isDeparting { child.place(in: CGRect(origin: frame.origin, size: child.sizeThatFits(ProposedViewSize(frame.size)))) }
    }

    /// The element's alignment guides for a given size.
    final func dimensions(for size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in explicitAlignment(key, size: size) }
    }

    /// An explicit value for an alignment guide, if this element defines one.
    /// Default: forwarded to the only child (modifiers are transparent).
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard children.count == 1 else { return nil }
        return children[0].explicitAlignment(key, size: size)
    }

    var layoutPriority: Double { children.count == 1 ? children[0].layoutPriority : 0 }
    /// The only child, when this element is a wrapper (a modifier) rather than a container.
    var wrapped: Element? { children.count == 1 && !(self is ContainerElement) ? children[0] : nil }
    /// The grid row this element is (or wraps, through single-child wrappers).
    var gridRowContent: GridRowElement? { wrapped?.gridRowContent }
    /// The transition set on this view with `.transition`, seen through wrappers.
    var transitionTrait: AnyTransition? { wrapped?.transitionTrait }
    /// Whether this element is (or wraps) a removed branch still playing its removal (out of layout).
    var isDeparting: Bool { wrapped?.isDeparting ?? false }
    /// Grid traits of this cell (`gridCellColumns` and friends), seen through wrappers.
    var gridTraits: GridCellTraits { wrapped?.gridTraits ?? GridCellTraits() }
    /// Drawing order among siblings (`zIndex`); containers draw lower values first.
    var zIndex: Double { children.count == 1 ? children[0].zIndex : 0 }
    var spacing: ViewSpacing { children.count == 1 ? children[0].spacing : ViewSpacing() }

    // MARK: - Update

    /// Marks which subtrees changed in this update (values or frames); modifiers
    /// such as `.transaction` act only on changed branches.
    @discardableResult
    final func detectChanges(_ update: UpdateContext) -> Bool {
        var changed = detectOwnChanges(update)
        containsFresh = isFresh
        for child in children {
            if child.detectChanges(update) { changed = true }
            if child.containsFresh { containsFresh = true }
        }
        subtreeChanged = changed
        return changed
    }

    /// Whether this element's own animatable values or frame change.
    func detectOwnChanges(_ update: UpdateContext) -> Bool { false }

    /// First dispatch pass: computes the transactions of the branches built from
    /// re-evaluated bodies, so their `.transaction` closures run before those of
    /// branches that only moved (the order SwiftUI dispatches in).
    final func dispatchToFreshBranches(_ transaction: Transaction, _ update: UpdateContext) {
        guard containsFresh else { return }
        let inner = transactionForChildren(transaction, update)
        for child in children { child.dispatchToFreshBranches(inner, update) }
    }

    /// Applies the update's values, animating each change with the transaction
    /// that reaches this element.
    final func commit(_ transaction: Transaction, _ update: UpdateContext) {
        let inner = transactionForChildren(transaction, update)
        commitOwn(transaction, update)
        drawCache = nil
        childRuns = nil
        mayAnimate = isAnimatingItself ?? true
        for child in children {
            child.commit(inner, update)
            if child.mayAnimate { mayAnimate = true }
        }
    }

    /// The transaction this element passes to its children (computed once per update).
    func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction { transaction }

    /// Commits this element's own values with the transaction reaching it.
    func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {}

    // MARK: - Drawing

    /// Whether anything in this subtree may animate until the next commit
    /// (animations start only in commits, so this is a safe over-estimate).
    private var mayAnimate = true
    /// This subtree's drawing, kept while nothing in it animates.
    private var drawCache: [DisplayItem]?
    /// For containers: runs of consecutive children, each static run drawn once and kept.
    private var childRuns: [(children: ArraySlice<Element>, cached: [DisplayItem]?, isStatic: Bool)]?

    /// Whether this element animates one of its own values now; `nil` when its
    /// kind does not say, which keeps its subtree out of the draw cache.
    var isAnimatingItself: Bool? { self is DrawsNothingAnimated ? false : nil }

    /// Appends this subtree's drawing at `time`, from the cache when nothing in it animates.
    final func emit(into items: inout [DisplayItem], at time: Double) {
        if let cached = drawCache {
            items.append(contentsOf: cached)
            return
        }
        if mayAnimate {
            draw(into: &items, at: time)
            return
        }
        var drawn: [DisplayItem] = []
        draw(into: &drawn, at: time)
        // One group item, so that appending the cached subtree costs the same whatever its size.
        drawCache = drawn.count > 1 ? [.group(GroupDrawing(transform: .identity, opacity: 1, clip: nil, items: drawn))] : drawn
        items.append(contentsOf: drawn)
    }

    /// Forgets this element's cached drawing (for elements that re-lay out
    /// their content outside a commit, such as geometry groups).
    final func dropDrawCache() {
        drawCache = nil
        childRuns = nil
    }

    /// Emits `ordered` (this element's children in drawing order). Consecutive
    /// children that cannot animate are drawn once and appended as one item, so
    /// a frame costs in proportion to what animates, not to the number of views.
    final func emitChildren(_ ordered: [Element], into items: inout [DisplayItem], at time: Double) {
        if childRuns == nil {
            var runs: [(children: ArraySlice<Element>, cached: [DisplayItem]?, isStatic: Bool)] = []
            var start = 0
            while start < ordered.count {
                let isStatic = !ordered[start].mayAnimate
                var end = start + 1
                while end < ordered.count, !ordered[end].mayAnimate == isStatic { end += 1 }
                runs.append((ordered[start..<end], nil, isStatic))
                start = end
            }
            childRuns = runs
        }
        for index in childRuns!.indices {
            let run = childRuns![index]
            if let cached = run.cached {
                items.append(contentsOf: cached)
            } else if run.isStatic {
                var drawn: [DisplayItem] = []
                for child in run.children { child.emit(into: &drawn, at: time) }
                childRuns![index].cached = drawn.count > 1
                    ? [.group(GroupDrawing(transform: .identity, opacity: 1, clip: nil, items: drawn))] : drawn
                items.append(contentsOf: drawn)
            } else {
                for child in run.children { child.emit(into: &items, at: time) }
            }
        }
    }

    /// Appends this element's own drawing at `time`; containers emit their children.
    func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(children, into: &items, at: time)
    }

    /// A short name for layout dumps: the element kind without the `Element` suffix.
    var debugName: String {
        let name = String(describing: type(of: self))
        return name.hasSuffix("Element") ? String(name.dropLast(7)) : name
    }

    /// Visits this element and every element below it.
    final func forEachElement(_ body: (Element) -> Void) {
        body(self)
        for child in children { child.forEachElement(body) }
    }
}

/// What an update pass needs: the graph, the time of the change and pixel size.
@MainActor
struct UpdateContext {
    let graph: ViewGraph
    let time: Double
    let pixelScale: Double
    /// Distinguishes the passes of one update from the next update's.
    let serial: Int
    /// A presentation pass only shows animatable views mid-animation: nothing
    /// starts animating and `.transaction` closures are not called.
    var isPresentation = false

    /// A frame rounded to the pixel grid (SwiftUI rounds origin and far corner half-up).
    func rounded(_ rect: CGRect) -> CGRect {
        func round(_ v: CGFloat) -> CGFloat { (v * pixelScale + 0.5).rounded(.down) / pixelScale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
