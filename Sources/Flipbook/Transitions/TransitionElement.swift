import FlipbookDisplayList

/// One branch of an `if`/`else`, optional, `ForEach` item or `.id` value. Its
/// phase animates from the transition's active state to identity when the
/// branch is inserted, and back when it is removed; a removed branch stays in
/// its container, drawn beneath its siblings at its last frame and out of
/// layout, until its removal has played.
final class TransitionElement: Element {
    private let state: PersistentState
    /// Where the phase is kept.
    private let stateID: ViewID
    /// The branch's `.transition`, or one set around the whole `ForEach` or `Group` it belongs to.
    private var transition: AnyTransition
    private var slot: AnimatedSlot<Double>?
    /// Set when the branch has been removed and is playing its removal.
    private(set) var departing = false
    /// For a transition written as a view: the branch's view and where it sits, to resolve it
    /// again in its removal phase; and which of the branch's elements this one wraps.
    let branch: PhasedBranch?
    /// The transaction an insertion resolved in `willAppear` hands to its `identity` content in
    /// the follow-up round (the one that reached the branch, not the root's).
    private var replayedInsertion: Transaction?
    /// The group of the transition's transform and opacity, last frame's reused. Unchecked for
    /// overlapping access, as an effect's is: only `draw(into:at:)` reaches it.
    @exclusivity(unchecked) private var drawnGroup = ReusedGroup()

    /// - Parameters:
    ///   - inserted: whether the branch is new in a container that was already there.
    ///   - branch: set when the content was resolved inside a transition's view part.
    init(child: Element, inserted: Bool, branch: PhasedBranch? = nil, context: ResolveContext, id: ViewID) {
        // A branch of a branch (`else if`, a `ForEach` in an `if`) has the same identity as the
        // inner one it wraps; its phase is its own, one level further out.
        stateID = (child as? TransitionElement)?.stateID.appending(.wrapper) ?? id.appending(.wrapper)
        state = context.owner.persistentState(at: stateID)
        transition = child.traits.transition ?? .opacity
        self.branch = branch
        super.init(.effect, id: id, children: [child])
        traits.branch = ElementReference(element: self)
        if inserted, state.existingSlot(.phase) == nil {
            slot = state.slot(.phase, initial: 1.0, graph: context.graph)
        }
        if branch?.phase == .identity, let insertion = state[.insertion] {
            replayedInsertion = insertion
            state[.insertion] = nil
        }
    }

    /// Takes the transition of a `.transition` applied around this branch (on the `ForEach` or
    /// `Group` that produced it, which distribute it, as article 003 says).
    func adopt(_ transition: AnyTransition) { self.transition = transition }

    /// Starts the removal: from the next commit the phase animates to the active state.
    func depart() {
        departing = true
        traits.isDeparting = true
    }

    /// Whether the removal has finished (the branch can be dropped).
    var hasDeparted: Bool { departing && !(slot?.isAnimating ?? false) && slot?.model == 1 }

    override var passesSizeThrough: Bool { children.count == 1 }
    override var isAnimatingItself: Bool? { slot?.isAnimating ?? false }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        // A branch that never transitioned has no phase slot until it is removed.
        if slot == nil {
            slot = departing ? state.slot(.phase, initial: 0.0, graph: update.graph) : state.existingSlot(.phase)
        }
        return slot?.wouldChange(to: departing ? 1 : 0) ?? false
    }

    /// A presentation pass has no animation, so a branch inserted there (a geometry
    /// group's content rebuilt for its animated size) appears at once; so does the removal of a
    /// branch whose transition changes nothing (`.identity`).
    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        let transaction = withTransitionAnimation(transaction)
        if branch?.phase == .willAppear { state[.insertion] = transaction }
        let removesAtOnce = departing && transition.removalChangesNothing && !fliesToAMatchedGeometry
        slot?.update(to: departing ? 1 : 0, transaction: removesAtOnce ? Transaction() : transaction, time: update.time)
    }

    /// Whether a view with a matched geometry is inside (its removal animates: it flies).
    private var fliesToAMatchedGeometry: Bool {
        var found = false
        forEachElement { if $0 is MatchedGeometryElement { found = true } }
        return found
    }

    /// Content resolved in a new phase animates with the transition's transaction: the one that
    /// inserted the branch (replayed in the follow-up round), or the one removing it.
    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        if let replayedInsertion { return replayedInsertion }
        return branch == nil ? transaction : withTransitionAnimation(transaction)
    }

    /// The transaction with the transition's own animation, or the change's kept below an
    /// animating `Animatable` view.
    private func withTransitionAnimation(_ transaction: Transaction) -> Transaction {
        guard let animation = transition.animation ?? (transaction.animation == nil ? transaction[TransitionAnimationKey.self] : nil)
        else { return transaction }
        var transaction = transaction
        transaction.animation = animation
        return transaction
    }

    /// Replaces the content with the branch resolved for its removal phase; the post-layout
    /// placement pass lays it out in the frame the branch had (a removed view keeps its last layout).
    func replaceContent(with content: Element) {
        setChildren([content])
        traits = content.traits
        traits.branch = ElementReference(element: self)
        if departing { traits.isDeparting = true }
    }

    /// Lays the content out in the branch's last frame.
    func placeContentInLastFrame() {
        _ = children[0].sizeThatFits(ProposedViewSize(frame.size))
        children[0].place(in: frame)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let progress = slot?.presented(at: time) ?? 0
        if departing, progress >= 1 { return }
        guard progress > 0 else { return super.draw(into: &items, at: time) }
        var inner: [DisplayItem] = []
        super.draw(into: &inner, at: time)
        let effect = transition.effect(progress, !departing, frame)
        items.append(drawnGroup.group(transform: effect.transform.displayTransform, opacity: max(0, min(1, effect.opacity)),
                                      items: inner))
    }
}

extension TransitionElement: PresentedEffect {
    var animatedState: PersistentState { state }
    var playingTransition: MotionSample.Transition? {
        guard slot?.isAnimating == true else { return nil }
        return departing ? .removal : .insertion
    }

    /// The transition's transform and opacity at `time` (after that frame is drawn).
    func presentedEffect(at time: Double) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double) {
        let progress = slot?.presented(at: time) ?? 0
        guard progress > 0 else { return (.identity, 1) }
        if departing, progress >= 1 { return (.identity, 0) }
        let effect = transition.effect(progress, !departing, frame)
        return (effect.transform.displayTransform, max(0, min(1, effect.opacity)))
    }
}

struct TransitionModifier: ViewModifier, WrappingModifier {
    let transition: AnyTransition
    typealias Body = Never

    /// A transition written as a view is applied by the branches below (`ForEach`, `Group`), so
    /// it travels down with the content.
    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        var inner = context
        if transition.viewPart != nil { inner.distributedTransition = transition }
        let children = inner.resolveChild(content, component: .content)
        return context.wrapEach(children) { makeElement(wrapping: $0, id: $1, context: context) }
    }

    /// Wrapping a branch directly (through modifiers only, not a container), the transition
    /// becomes that branch's: this is how `ForEach` and `Group` distribute it to their content.
    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        child.traits.branch?.element.adopt(transition)
        return TraitElement("TransitionTrait", child: child, id: id) { $0.transition = transition }
    }
}

extension View {
    /// How this view is inserted and removed when it appears or disappears
    /// structurally (an `if`, a `ForEach` item, an `.id` change) in an animated transaction.
    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
}

extension ResolveContext {
    /// Resolves the branches of a structural point (the current `if` branch,
    /// the items of a `ForEach`…): each branch's elements are wrapped in a
    /// `TransitionElement`, inserted branches start from their transition's
    /// active state, and branches removed since the last update stay, departing,
    /// ahead of the current ones (so they draw beneath them).
    func resolveBranches(_ branches: [(component: ViewID.Component, view: any View)]) -> [Element] {
        var context = self
        let distributed = context.distributedTransition
        context.distributedTransition = nil
        return context.resolveBranches(branches, distributed: distributed)
    }

    private func resolveBranches(_ branches: [(component: ViewID.Component, view: any View)],
                                 distributed: AnyTransition?) -> [Element] {
        let containerExisted = owner.wasResolved(point: id)
        owner.markResolved(point: id)
        var current: [Element] = []
        var currentIDs: Set<ViewID> = []
        for (component, view) in branches {
            let branchID = id.appending(component)
            currentIDs.insert(branchID)
            let inserted = containerExisted && !owner.wasResolved(point: branchID)
            owner.markResolved(point: branchID)
            let part = ((view as? any TransitionDeclaring)?.declaredTransition ?? distributed)?.viewPart
            // A transition written as a view: an inserted branch is resolved in `willAppear`, and a
            // follow-up round at the same time resolves it in `identity` with the same transaction.
            var phase = TransitionPhase.identity
            if part != nil, inserted, !isPresentation {
                phase = .willAppear
                graph.requestFollowUpRound(for: owner)
            }
            let content = part.map { PhasedContent(content: view, part: $0, phase: phase) } ?? view
            for (index, element) in resolveChild(content, component: component).enumerated() {
                let branch = part.map { PhasedBranch(view: view, component: component, part: $0, phase: phase, index: index) }
                current.append(TransitionElement(child: element, inserted: inserted, branch: branch, context: self, id: element.id))
            }
        }
        // A branch is still there when its element's identity lies under a current branch's
        // (every branch identity is one component below this point).
        let depth = id.components.count + 1
        let departing = owner.previousBranches(at: id).filter { element in
            !currentIDs.contains(element.id.prefix(depth)) && !element.hasDeparted
        }
        for element in departing { element.depart() }
        resolveRemovalPhase(of: departing)
        owner.setBranches(departing + current, at: id)
        return departing + current
    }

    /// Resolves removed branches whose transition is written as a view in `didDisappear`, so
    /// what differs from `identity` animates out (again in every update while they play, which
    /// keeps their state alive until they are gone).
    private func resolveRemovalPhase(of departing: [TransitionElement]) {
        guard !isPresentation else { return }
        var resolved: [ViewID.Component: [Element]] = [:]
        for element in departing {
            guard let branch = element.branch else { continue }
            let content = resolved[branch.component] ?? resolveChild(
                PhasedContent(content: branch.view, part: branch.part, phase: .didDisappear), component: branch.component)
            resolved[branch.component] = content
            if branch.index < content.count {
                element.replaceContent(with: content[branch.index])
                graph.removalPlacement.add(element)
            }
        }
    }
}

/// Removed branches whose content was resolved again for their removal phase, a participant of
/// the post-layout placement pass: each is laid out in the frame its branch had.
@MainActor
final class RemovalPlacement: PassParticipant {
    private var branches: [TransitionElement] = []

    func add(_ branch: TransitionElement) { branches.append(branch) }

    func placeAfterLayout(_ roots: [Element], in graph: ViewGraph) {
        for branch in branches { branch.placeContentInLastFrame() }
        branches.removeAll()
    }
}

extension PersistentKey {
    /// A branch's transition phase: 0 in place, 1 at the transition's active state.
    fileprivate static var phase: PersistentKey<AnimatedSlot<Double>> { "phase" }
    /// The transaction that inserted a branch resolved in `willAppear`, for its `identity` round.
    fileprivate static var insertion: PersistentKey<Transaction> { "insertion" }
}

private enum TransitionTrait: ElementTraitKey { static var defaultValue: AnyTransition? { nil } }
private enum BranchTrait: ElementTraitKey { static var defaultValue: ElementReference<TransitionElement>? { nil } }

extension ElementTraits {
    /// The transition set on this view with `.transition`.
    var transition: AnyTransition? {
        get { self[TransitionTrait.self] }
        set { self[TransitionTrait.self] = newValue }
    }

    /// The branch (of an `if`, a `ForEach`…) this view is, seen through its modifiers.
    var branch: ElementReference<TransitionElement>? {
        get { self[BranchTrait.self] }
        set { self[BranchTrait.self] = newValue }
    }
}

/// A branch resolved inside its transition's view part.
struct PhasedBranch {
    let view: any View
    let component: ViewID.Component
    let part: ViewTransitionPart
    let phase: TransitionPhase
    /// Which of the branch's elements.
    let index: Int
}
