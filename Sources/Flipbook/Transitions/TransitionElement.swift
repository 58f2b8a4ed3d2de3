import FlipbookDisplayList

/// One branch of an `if`/`else`, optional, `ForEach` item or `.id` value. Its
/// phase animates from the transition's active state to identity when the
/// branch is inserted, and back when it is removed; a removed branch stays in
/// its container, drawn beneath its siblings at its last frame and out of
/// layout, until its removal has played.
final class TransitionElement: Element {
    private let state: PersistentState
    private let transition: AnyTransition
    private var slot: AnimatedSlot<Double>?
    /// Set when the branch has been removed and is playing its removal.
    private(set) var departing = false

    /// - Parameter inserted: whether the branch is new in a container that was already there.
    init(child: Element, inserted: Bool, context: ResolveContext, id: ViewID) {
        state = context.owner.persistentState(at: id.appending(.wrapper))
        transition = child.transitionTrait ?? .opacity
        super.init(id: id, children: [child])
        if inserted, state.existingSlot("phase", as: Double.self) == nil {
            slot = state.slot("phase", initial: 1.0, graph: context.graph)
        }
    }

    /// Starts the removal: from the next commit the phase animates to the active state.
    func depart() { departing = true }

    /// Whether the removal has finished (the branch can be dropped).
    var hasDeparted: Bool { departing && !(slot?.isAnimating ?? false) && slot?.model == 1 }

    /// Departing too when the branch inside it is (an `if` inside a `ForEach` item).
    override var isDeparting: Bool { departing || children[0].isDeparting }
    override var passesSizeThrough: Bool { children.count == 1 }
    override var isAnimatingItself: Bool? { slot?.isAnimating ?? false }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        // A branch that never transitioned has no phase slot until it is removed.
        if slot == nil {
            slot = departing ? state.slot("phase", initial: 0.0, graph: update.graph) : state.existingSlot("phase", as: Double.self)
        }
        return slot?.wouldChange(to: departing ? 1 : 0) ?? false
    }

    /// A presentation pass has no animation, so a branch inserted there (a geometry
    /// group's content rebuilt for its animated size) appears at once.
    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        guard let slot else { return }
        var transaction = transaction
        if let animation = transition.animation { transaction.animation = animation }
        slot.update(to: departing ? 1 : 0, transaction: transaction, time: update.time)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let progress = slot?.presented(at: time) ?? 0
        if departing, progress >= 1 { return }
        guard progress > 0 else { return super.draw(into: &items, at: time) }
        var inner: [DisplayItem] = []
        super.draw(into: &inner, at: time)
        let effect = transition.effect(progress, !departing, frame)
        items.append(.group(GroupDrawing(transform: effect.transform.displayTransform, opacity: max(0, min(1, effect.opacity)),
                                         clip: nil, items: inner)))
    }
}

struct TransitionModifier: ViewModifier, WrappingModifier {
    let transition: AnyTransition
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TransitionTraitElement(transition: transition, child: child, id: id)
    }
}

extension View {
    /// How this view is inserted and removed when it appears or disappears
    /// structurally (an `if`, a `ForEach` item, an `.id` change) in an animated transaction.
    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
}

/// Carries a view's transition for the branch that inserts or removes it.
final class TransitionTraitElement: Element, DrawsNothingAnimated {
    private let transition: AnyTransition

    init(transition: AnyTransition, child: Element, id: ViewID) {
        self.transition = transition
        super.init(id: id, children: [child])
    }

    override var transitionTrait: AnyTransition? { transition }
}

extension ResolveContext {
    /// Resolves the branches of a structural point (the current `if` branch,
    /// the items of a `ForEach`…): each branch's elements are wrapped in a
    /// `TransitionElement`, inserted branches start from their transition's
    /// active state, and branches removed since the last update stay, departing,
    /// ahead of the current ones (so they draw beneath them).
    func resolveBranches(_ branches: [(component: ViewID.Component, view: any View)]) -> [Element] {
        let containerExisted = owner.wasResolved(point: id)
        owner.markResolved(point: id)
        var current: [Element] = []
        var currentIDs: Set<ViewID> = []
        for (component, view) in branches {
            let branchID = id.appending(component)
            currentIDs.insert(branchID)
            let inserted = containerExisted && !owner.wasResolved(point: branchID)
            owner.markResolved(point: branchID)
            for element in resolveChild(view, component: component) {
                current.append(TransitionElement(child: element, inserted: inserted, context: self, id: element.id))
            }
        }
        let departing = owner.previousBranches(at: id).filter { element in
            !currentIDs.contains(where: { element.id.components.starts(with: $0.components) }) && !element.hasDeparted
        }
        for element in departing { element.depart() }
        owner.setBranches(departing + current, at: id)
        return departing + current
    }
}
