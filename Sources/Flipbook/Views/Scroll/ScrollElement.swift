import FlipbookDisplayList

/// A scroll view: lays its content out at rest (top-leading at offset zero) and draws it clipped
/// to its frame, shifted by the animated offset, with indicators while the offset moves. Scrolling
/// changes no layout below it: one animated value moves the whole content. A `refreshable` one
/// has a `RefreshControl`: pulled, its offset goes negative (the content comes down) and the
/// spinner draws in the gap above the content.
final class ScrollElement: Element {
    private let axes: Axis.Set
    private let showsIndicators: Bool
    /// Where it is scrolled (a navigation bar follows it; see `NavigationScrollEdge`).
    let position: ScrollOffsetState
    private let state: PersistentState
    private let targetRequest: ScrollTargetRequest?
    /// The safe area it is in: its content shows under the parts of it that its frame touches
    /// (laid out inside the frame, it starts clear of them at rest), and under the bars above it
    /// that follow it (`ScrollOffsetState.underlap`).
    private let safeArea: SafeAreaRegion?
    private let indicatorColor: RGBAColor
    private let margins: ScrollContentMargins
    /// Where the content starts scrolled to, and where it sits when it is smaller (`defaultScrollAnchor`).
    private let anchor: UnitPoint?
    /// The axes along which its content bounces only when it needs scrolling (`scrollBounceBehavior`).
    private let bouncesBasedOnSize: Axis.Set
    /// Whether its content draws beyond its frame (`scrollClipDisabled`).
    private let isClipDisabled: Bool
    /// False inside `scrollDisabled(true)`: a finger does not move its content.
    let isScrollEnabled: Bool
    /// Where a finger's pan comes to rest (`scrollTargetBehavior`).
    let rest: ScrollRest
    /// Reports a bound scroll position naming an id the content lacks.
    private weak var graph: ViewGraph?
    /// The `scrollPosition(id:)` binding around it, set when a finger or a script scrolls.
    private let boundPosition: BoundScrollPosition?
    /// The `scrollPosition(_:)` binding around it, set likewise.
    private let boundRequest: BoundScrollRequest?
    /// The coordinate spaces of the views inside, where it records its frame as `.scrollView`.
    private let spaces: NamedCoordinateSpaces?

    init(axes: Axis.Set, showsIndicators: Bool, content: Element?, position: ScrollOffsetState,
         spaces: NamedCoordinateSpaces? = nil, state: PersistentState, context: ResolveContext) {
        self.axes = axes
        self.spaces = spaces
        self.showsIndicators = showsIndicators
        self.position = position
        self.state = state
        targetRequest = context.environment.scrollTargetRequest
        safeArea = context.environment.safeAreaRegion
        indicatorColor = ScrollIndicators.color(in: context.environment)
        margins = context.environment.scrollContentMargins
        anchor = context.environment.defaultScrollAnchor
        bouncesBasedOnSize = context.environment.scrollBouncesBasedOnSize
        isClipDisabled = context.environment.isScrollClipDisabled
        isScrollEnabled = context.environment.isScrollEnabled
        rest = context.environment.scrollRest
        graph = context.graph
        Self.updateRefreshControl(of: position, in: context.environment)
        boundPosition = context.environment.boundScrollPosition
        if let target = boundPosition?.target, target.id != position.boundID {
            position.boundID = target.id
            position.requestedTarget = target
        }
        boundRequest = context.environment.boundScrollRequest
        boundRequest?.apply(to: position)
        super.init(.container, id: context.id, children: content.map { [$0] } ?? [])
    }

    private var content: Element? { laidOutChildren.first }

    /// Gives a `refreshable` scroll view its pull to refresh (kept while it refreshes).
    private static func updateRefreshControl(of position: ScrollOffsetState, in environment: EnvironmentValues) {
        guard let action = environment.refresh else {
            if position.refreshControl?.isShowing != true { position.refreshControl = nil }
            return
        }
        let color = Color(UIColor.secondaryLabel).resolvedColor(in: environment).rgba
        if let control = position.refreshControl {
            control.action = action
            control.color = color
        } else {
            position.refreshControl = RefreshControl(action: action, color: color)
        }
    }

    /// The content's proposal: nothing along the scroll axes (its ideal length), the scroll
    /// view's own length across them, less the content margins.
    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let insets = margins.content
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - insets.horizontal) },
                                height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - insets.vertical) })
    }

    /// The content's size with its margins.
    private func extent(of size: CGSize) -> CGSize {
        CGSize(width: size.width + margins.content.horizontal, height: size.height + margins.content.vertical)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let fitted = extent(of: withContainer(proposal) { content?.sizeThatFits(contentProposal(proposal)) } ?? .zero)
        func length(_ axis: Axis) -> CGFloat {
            let offered = proposal[axis]
            guard axes.contains(axis.set), let offered, offered.isFinite else { return fitted[axis] }
            return offered
        }
        return CGSize(width: length(.horizontal), height: length(.vertical))
    }

    /// Runs `body` with this scroll view, offered `proposal`, as the container of the views inside
    /// (its size less the content margins; the scene's along an axis offered nothing).
    private func withContainer<T>(_ proposal: ProposedViewSize, _ body: () -> T) -> T {
        guard let containers = graph?.layoutContainers else { return body() }
        let outer = containers.innermost ?? .zero
        let insets = margins.content
        let size = CGSize(width: max(0, (proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? outer.width) - insets.horizontal),
                          height: max(0, (proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? outer.height) - insets.vertical))
        return containers.within(size, body)
    }

    /// Where the content shows: the frame, grown under the safe area where it touches it.
    private var visibleRect = CGRect.zero

    override func placeChildren(in frame: CGRect) {
        position.viewport = frame
        for name in ScrollViewCoordinateSpaceName.names(for: axes) { spaces?.set(name, frame) }
        let shown = CGRect(x: frame.minX, y: frame.minY - position.underlap, width: frame.width, height: frame.height + position.underlap)
        visibleRect = safeArea?.expand(shown, edges: .all) ?? shown
        guard let content else {
            position.offset = .zero
            return
        }
        let size = withContainer(ProposedViewSize(frame.size)) { content.sizeThatFits(contentProposal(ProposedViewSize(frame.size))) }
        let outer = extent(of: size)
        // At rest the content starts at the top-leading corner (inside its margins) along the
        // scroll axes and is centred across them when it is smaller than the scroll view; along
        // the scroll axes a smaller content sits at the default anchor, if there is one.
        var origin = CGPoint(x: frame.minX + margins.content.leading, y: frame.minY + margins.content.top)
        for axis in [Axis.horizontal, .vertical] {
            if !axes.contains(axis.set) {
                origin[axis] += (frame.size[axis] - outer[axis]) / 2
            } else if let anchor {
                origin[axis] += max(0, frame.size[axis] - outer[axis]) * (axis == .horizontal ? anchor.x : anchor.y)
            }
        }
        withContainer(ProposedViewSize(frame.size)) { content.place(in: CGRect(origin: origin, size: size)) }
        position.maxOffset = CGPoint(x: axes.contains(.horizontal) ? max(0, outer.width - frame.width) : 0,
                                     y: axes.contains(.vertical) ? max(0, outer.height - frame.height) : 0)
        if let anchor, !position.isAnchored {
            position.isAnchored = true
            position.requested = CGPoint(x: anchor.x * position.maxOffset.x, y: anchor.y * position.maxOffset.y)
        }
        if let target = targetRequest?.take(ifIn: self) ?? position.requestedTarget.take() {
            if let offset = offset(showing: target) {
                position.requested = offset
            } else {
                graph?.report(.unknownScrollTarget(id: "\(target.id.base)", known: ScrollTargets.ids(in: content).map { "\($0.base)" }))
            }
        }
        // A pull to refresh holds the content below the top; a finger panning it may take it past its ends.
        let above = position.refreshControl?.inset ?? 0
        position.offset = position.isPanned ? position.requested
            : CGPoint(x: min(max(position.requested.x, 0), position.maxOffset.x),
                      y: min(max(position.requested.y, -above), position.maxOffset.y))
        contentSize = size
        if position.isMovedByUser {
            position.isMovedByUser = false
            writeBackScrolledView(in: content)
        }
        if let graph, !graph.isPresenting { ScrollVisibilityElement.checkAll(in: content, scroll: position, graph: graph) }
        if case .viewAligned = rest {
            // The offsets that put each target view's leading (top) edge where the content starts at rest.
            position.alignedOffsets = ScrollTargetLayout.frames(in: content).map {
                CGPoint(x: $0.minX - origin.x, y: $0.minY - origin.y)
            }
        }
    }

    /// Sets the `scrollPosition(id:)` or `scrollPosition(_:)` binding, once this update is done,
    /// to the view the content shows where it was moved to (see `ScrolledViewID`).
    private func writeBackScrolledView(in content: Element) {
        let writes = [boundPosition.map { ($0.anchor, $0.write) }, boundRequest.map { ($0.anchor, $0.write) }].compactMap { $0 }
        guard let (anchor, _) = writes.first, let graph else { return }
        let insets = margins.content
        let shown = CGRect(x: frame.minX + insets.leading + position.offset.x, y: frame.minY + insets.top + position.offset.y,
                           width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
        guard let id = ScrolledViewID.id(in: content, showing: shown, anchor: anchor,
                                         along: axes.contains(.vertical) ? .vertical : .horizontal),
              id != position.boundID else { return }
        position.boundID = id
        graph.actions.enqueue { for (_, write) in writes { write(id) } }
    }

    /// The content's size, without its margins, from the last layout.
    private var contentSize = CGSize.zero

    /// The scroll view's geometry with the content at `offset`, as `onScrollGeometryChange` reports
    /// it: the offset from the top-leading corner of what shows (so negative at rest by the safe
    /// area and margins above the content), and those as its insets.
    func geometry(at offset: CGPoint) -> ScrollGeometry {
        let insets = EdgeInsets(top: frame.minY - visibleRect.minY + margins.content.top,
                                leading: frame.minX - visibleRect.minX + margins.content.leading,
                                bottom: visibleRect.maxY - frame.maxY + margins.content.bottom,
                                trailing: visibleRect.maxX - frame.maxX + margins.content.trailing)
        return ScrollGeometry(contentOffset: CGPoint(x: offset.x - insets.leading, y: offset.y - insets.top),
                              contentSize: contentSize, contentInsets: insets, containerSize: visibleRect.size)
    }

    /// The axes along which a finger moves the content: those it scrolls along, less those along
    /// which content that fits does not bounce.
    var pannableAxes: Axis.Set {
        var pannable: Axis.Set = []
        guard isScrollEnabled else { return pannable }
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis.set) {
            if position.maxOffset[axis] > 0 || !bouncesBasedOnSize.contains(axis.set) { pannable.insert(axis.set) }
        }
        return pannable
    }

    /// The offset that puts the view with `target`'s id where it asks, if the content has it.
    func offset(showing target: ScrollTarget) -> CGPoint? {
        guard let found = ScrollTargets.frame(of: target.id, in: self) else { return nil }
        // Where the view is at rest, from the scroll view's top-leading corner.
        let rect = found.offsetBy(dx: -position.viewport.minX, dy: -position.viewport.minY)
        let viewport = position.viewport.size
        var offset = position.offset
        for axis in [Axis.horizontal, .vertical] where axes.contains(axis.set) {
            let start = CGPoint(x: rect.minX, y: rect.minY)[axis], length = rect.size[axis], visible = viewport[axis]
            if let anchor = target.anchor {
                let fraction = axis == .horizontal ? anchor.x : anchor.y
                offset[axis] = start + fraction * length - fraction * visible
            } else if start < offset[axis] {
                offset[axis] = start
            } else if start + length > offset[axis] + visible {
                offset[axis] = start + length - visible
            }
        }
        return offset
    }

    /// Its pull to refresh, if it is `refreshable`, and the scroll position it moves.
    var refreshing: (control: RefreshControl, position: ScrollOffsetState)? {
        position.refreshControl.map { ($0, position) }
    }

    /// Whether the content scrolls along `axis`.
    func scrolls(along axis: Axis) -> Bool { axes.contains(axis.set) }

    /// Asks for `move`, which the next layout carries out.
    func request(_ move: Scroll.Move) {
        position.isMovedByUser = true
        var requested = position.offset
        switch move {
        case .target(let target): position.requestedTarget = target
        case .offset(let axis, let value): requested[axis] = value
        case .delta(let axis, let value): requested[axis] += value
        case .edge(let edge):
            switch edge {
            case .top: requested.y = 0
            case .bottom: requested.y = position.maxOffset.y
            case .leading: requested.x = 0
            case .trailing: requested.x = position.maxOffset.x
            }
        }
        position.requested = requested
    }

    /// The content's elements, for finding scroll targets.
    var contentElement: Element? { content }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        let slot = state.slot(.scrollOffset, initial: position.offset.animatableData, graph: update.graph)
        position.slot = slot
        return slot.wouldChange(to: position.offset.animatableData)
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        position.slot?.update(to: position.offset.animatableData, transaction: transaction, time: update.time)
    }

    override var isAnimatingItself: Bool? {
        position.isMoving || position.stopTime != nil || position.refreshControl?.isShowing == true
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var inner: [DisplayItem] = []
        emitChildren(children, into: &inner, at: time)
        let wasMoving = position.isMoving
        let offset = position.presentedOffset(at: time)
        if showsIndicators, wasMoving, !position.isMoving { position.stopTime = time }
        var clipped: [DisplayItem] = inner.isEmpty ? [] : [.group(GroupDrawing(transform: contentTransform(at: time), items: inner))]
        if let refresh = position.refreshControl {
            clipped += refresh.spinner(in: frame.offsetBy(dx: 0, dy: -position.header), gap: -offset.y, at: time)
        }
        // Hidden indicators do not fade (a pan's lift starts their fade without knowing).
        if !showsIndicators { position.stopTime = nil }
        // Pulled down to refresh, the content shows no indicators.
        if showsIndicators, offset.y >= 0, let opacity = indicatorOpacity(at: time), content != nil {
            clipped += ScrollIndicators(axes: axes, viewport: frame, offset: offset, maxOffset: position.maxOffset,
                                        margins: margins.indicators)
                .items(color: indicatorColor, opacity: opacity)
        }
        guard !clipped.isEmpty else { return }
        if isClipDisabled {
            items += clipped
        } else {
            items.append(.group(GroupDrawing(clip: .rect(visibleRect), items: clipped)))
        }
    }

    /// The indicators' opacity at `time`: full while the offset animates or a finger pans it,
    /// fading out from the first frame at rest; nil when they are hidden.
    private func indicatorOpacity(at time: Double) -> Double? {
        if position.isMoving || position.isPanned { return 1 }
        guard let stopped = position.stopTime else { return nil }
        let faded = (time - stopped) / ScrollIndicators.fadeDuration
        guard faded < 1 else {
            position.stopTime = nil
            return nil
        }
        return 1 - faded
    }

    override var debugName: String { "ScrollView" }
}

extension ScrollElement: ShiftedContent {
    /// The content moves against the animated offset.
    func contentTransform(at time: Double) -> FlipbookDisplayList.AffineTransform {
        let offset = position.presentedOffset(at: time)
        return FlipbookDisplayList.AffineTransform(translationX: -Double(offset.x), y: -Double(offset.y))
    }

    /// What shows of the content: the frame grown under the safe area (everything, with `scrollClipDisabled`).
    var contentClip: CGRect? { isClipDisabled ? nil : visibleRect }
}

extension PersistentKey {
    /// A scroll view's offset, animated.
    fileprivate static var scrollOffset: PersistentKey<AnimatedSlot<CGPoint.AnimatableData>> { "scroll.offset" }
}

extension Axis {
    /// The set holding only this axis.
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}

