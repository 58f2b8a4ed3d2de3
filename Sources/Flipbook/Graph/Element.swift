import FlipbookDisplayList

/// What an element is to the graph: which traits it takes on, which children it lays out, and
/// whether its own drawing can animate.
enum ElementKind {
    /// Has no children and draws content of its own (text, shapes, images, spacers); says in
    /// `isAnimatingItself` whether that drawing animates (a `LeafElement` does).
    case leaf
    /// A modifier around one view, `children[0]`, whose traits are its own; it sizes, places or
    /// passes on transactions and draws nothing animated itself (frames, padding, trait modifiers).
    case modifier
    /// A modifier around one view, `children[0]`, whose traits are its own, that draws it with an
    /// effect that can animate (opacity, offsets, transitions); says so in `isAnimatingItself`.
    case effect
    /// Lays its children out itself (stacks, grids, lists): their traits are not its own, and it
    /// draws nothing animated itself. It lays out `laidOutChildren` only.
    case container

    /// Whether the element is a modifier: it takes on the traits of `children[0]`.
    var isModifier: Bool { self == .modifier || self == .effect }
}

/// One layout unit of the resolved view tree: a leaf that draws, a container,
/// or a modifier around one child. Elements are rebuilt when their inputs
/// change and reused (with their layout caches) when they do not; what must
/// outlive a rebuild lives in a `PersistentState` keyed by identity.
@MainActor
class Element {
    let kind: ElementKind
    let id: ViewID
    /// Every child in declaration order, removed views still playing their removal included
    /// (they are drawn and updated, not laid out).
    private(set) var children: [Element]
    /// The children that take part in layout: all but removed views still playing their removal.
    /// The one list a container measures and places.
    private(set) var laidOutChildren: [Element]
    /// What a container reads from this element, decided at resolve time: a modifier's are those
    /// of the view it modifies, changed by the modifier itself; a leaf's or container's its own.
    var traits: ElementTraits
    /// Frame from the last layout, in scene points (model values, unrounded).
    private(set) var frame: CGRect = .zero
    /// Whether this element was built from a body evaluated in the update that built it (its
    /// view's state changed, or its parent gave it new inputs); set by the resolve that returns it.
    private(set) var isFresh = false
    private var isFreshnessMarked = false
    /// Whether anything in this subtree changed in the current update (change detection pass).
    var subtreeChanged = false
    /// Whether this element or one below it is fresh (change detection pass).
    var containsFresh = false
    /// The emit pass's cache of this subtree's drawing (reset by the commit pass).
    var drawCache = DrawCache()
    // Read and written in every size query of a layout (about 19 a text in a grid's pass), so
    // unchecked for overlapping access (the dynamic checks cost about a tenth of the pass): only
    // `sizeThatFits` and `dropLayoutCache` reach them, each access a single read or write, none
    // open while a child is sized.
    @exclusivity(unchecked) private var sizeCache: [(ProposedViewSize, CGSize)] = []
    /// The proposal of the most recent size query: a parent sizes a child just
    /// before placing it, so this is the proposal the placement answers.
    @exclusivity(unchecked) private(set) var lastProposal: ProposedViewSize?

    /// - Parameter children: for a modifier, the view it modifies first.
    init(_ kind: ElementKind, id: ViewID, children: [Element] = []) {
        self.kind = kind
        self.id = id
        self.children = children
        laidOutChildren = Self.laidOut(children)
        traits = kind.isModifier ? children[0].traits : ElementTraits()
    }

    /// Sets `isFresh` on this element and the elements below it made with it (those resolved
    /// earlier have theirs already).
    final func markFreshness(_ fresh: Bool) {
        guard !isFreshnessMarked else { return }
        isFreshnessMarked = true
        isFresh = fresh
        for child in children { child.markFreshness(fresh) }
    }

    /// Replaces the children (content resolved during layout, a branch resolved for its removal).
    func setChildren(_ children: [Element]) {
        self.children = children
        laidOutChildren = Self.laidOut(children)
        drawingOrder = nil
    }

    private static func laidOut(_ children: [Element]) -> [Element] {
        for child in children where child.traits.isDeparting {
            return children.filter { !$0.traits.isDeparting }
        }
        return children
    }

    // MARK: - Layout

    /// The size this element chooses for `proposal`; cached while the element lives.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        lastProposal = proposal
        if let sizeForAnyProposal { return sizeForAnyProposal }
        if passesSizeThrough, let child = children.first { return child.sizeThatFits(proposal) }
        for (cached, size) in sizeCache where cached == proposal { return size }
        let size = computeSize(proposal)
        if sizeCache.count >= Self.sizeCacheLimit { sizeCache.removeFirst() }
        sizeCache.append((proposal, size))
        return size
    }

    /// How many proposals an element remembers: a stack probes each child at three proposals for
    /// each of its own (minimum, maximum, offer), so a view in a stack in a stack is asked about
    /// nine in one pass; fewer, and asking them again in order would miss every time.
    private static let sizeCacheLimit = 16

    /// Forgets the sizes, keeping the cache's storage for the layout that refills it.
    func dropLayoutCache() {
        if !sizeCache.isEmpty { sizeCache.removeAll(keepingCapacity: true) }
    }

    /// This element's size whatever it is proposed (a frame of fixed width and height), which
    /// needs no cache; nil when it depends on the proposal.
    var sizeForAnyProposal: CGSize? { nil }

    /// This element's size whatever it is proposed, through wrappers that pass their child's size
    /// through; nil when it depends on the proposal. Asking it records no proposal.
    final var sizeIgnoringProposal: CGSize? {
        if let sizeForAnyProposal { return sizeForAnyProposal }
        guard passesSizeThrough, let child = children.first else { return nil }
        return child.sizeIgnoringProposal
    }

    /// Whether this element's size is always its only child's (a wrapper that only draws),
    /// so caching it again would only cost time.
    var passesSizeThrough: Bool { false }

    /// Whether the element holds a presentation's content (a sheet's, an alert's), which the
    /// searches of a screen's declarations skip.
    var isPresentation: Bool { false }

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

    /// Moves this element's frame and those below it by `offset` without laying anything out (a
    /// removed view following the geometry group it was laid out in).
    final func moveFrames(by offset: CGSize) {
        frame = frame.offsetBy(dx: offset.width, dy: offset.height)
        for child in children { child.moveFrames(by: offset) }
    }

    /// Moves this element's own animated frame, its model value and any animation running on it,
    /// by `offset` without animating (a geometry group's content following the group's model
    /// origin). Default: nothing (elements that keep no animated frame).
    func moveAnimatedFrame(by offset: CGSize) {}

    /// Assigns this element its frame and places its children inside it.
    final func place(in frame: CGRect) {
        self.frame = frame
        placeChildren(in: frame)
    }

    /// The proposal to place children with: the one this element's last size answered when its
    /// frame has that size (SwiftUI places with the proposal it sized for), else the frame's size.
    final func placementProposal(for frame: CGRect) -> ProposedViewSize {
        // No `flatMap`: a closure handed to the standard library checks its actor at every call.
        if let lastProposal, sizeThatFits(lastProposal) == frame.size { return lastProposal }
        return ProposedViewSize(frame.size)
    }

    /// Default: every child gets the whole frame, at the size it chose for the proposal this
    /// element was sized with (proposing the frame's size instead would re-run a child stack's
    /// space sharing with less room than it measured with).
    func placeChildren(in frame: CGRect) {
        if laidOutChildren.isEmpty { return }
        let proposal = placementProposal(for: frame)
        for child in laidOutChildren {
            child.place(in: CGRect(origin: frame.origin, size: child.sizeThatFits(proposal)))
        }
    }

    /// The element's alignment guides for a given size.
    final func dimensions(for size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [self] key in explicitAlignment(key, size: size) }
    }

    /// One alignment guide of this element at `size`: what `dimensions(for: size)[key]` gives, without
    /// making a `ViewDimensions` that captures the element when the guide's default reads only the size.
    final func guide(_ key: AlignmentKey, size: CGSize) -> CGFloat {
        if let explicit = explicitAlignment(key, size: size) { return explicit }
        return key.defaultValue(in: key.isBuiltIn ? ViewDimensions(size: size) : dimensions(for: size))
    }

    /// An explicit value for an alignment guide, if this element defines one.
    /// Default: a modifier's view's (modifiers are transparent); none for others.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        kind.isModifier ? children[0].explicitAlignment(key, size: size) : nil
    }

    /// The view a modifier modifies; nil for leaves and containers.
    var wrapped: Element? { kind.isModifier ? children[0] : nil }

    /// The space this view prefers around it in a stack with default spacing: a modifier's view's,
    /// a plain view's for leaves and containers. Text, stacks, spacers and padding have their own.
    /// (A layout query rather than a trait: it needs fonts and the children's preferences.)
    var spacing: ViewSpacing { kind.isModifier ? children[0].spacing : ViewSpacing() }

    // MARK: - Update hooks (change detection and commit passes)

    /// Whether this element's own animatable values or frame change in this update.
    func detectOwnChanges(_ update: UpdateContext) -> Bool { false }

    /// The transaction this element passes to its children (computed once per update).
    func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction { transaction }

    /// Commits this element's own values with the transaction reaching it.
    func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {}

    // MARK: - Drawing (emit pass)

    /// Whether this element animates one of its own values now; `nil` when it does not say,
    /// which keeps its subtree out of the draw cache. Modifiers and containers draw nothing
    /// animated; leaves and effects answer for themselves.
    var isAnimatingItself: Bool? {
        switch kind {
        case .modifier, .container: false
        case .leaf, .effect: nil
        }
    }

    /// Appends this element's own drawing at `time`. Default: the children, in declaration order.
    func draw(into items: inout [DisplayItem], at time: Double) {
        emitChildren(children, into: &items, at: time)
    }

    private var drawingOrder: [Element]?

    /// The children in the order a container that honours `zIndex` draws them (stacks, layouts):
    /// declaration order, reordered (stably) by `zIndex`; removed views still playing their removal
    /// go beneath the others of equal `zIndex`, as in SwiftUI.
    var orderedForDrawing: [Element] {
        if let drawingOrder { return drawingOrder }
        var isOrdered = true
        for child in children where child.traits.zIndex != 0 || child.traits.isDeparting {
            isOrdered = false
            break
        }
        let order = isOrdered ? children : Self.drawingOrder(of: children.map { ($0.traits.zIndex, $0.traits.isDeparting) })
            .map { children[$0] }
        drawingOrder = order
        return order
    }

    /// Indices by (`zIndex`, departing first, index); nonisolated, so sorting runs without
    /// main-actor checks.
    private nonisolated static func drawingOrder(of keys: [(zIndex: Double, isDeparting: Bool)]) -> [Int] {
        keys.indices.sorted { a, b in
            (keys[a].zIndex, keys[a].isDeparting ? 0 : 1, a) < (keys[b].zIndex, keys[b].isDeparting ? 0 : 1, b)
        }
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

