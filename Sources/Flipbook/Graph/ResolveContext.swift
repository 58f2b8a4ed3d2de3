/// What resolving a view needs to know about where it is: its identity, the
/// environment flowing down, the record owning its state, and whether its
/// inputs may have changed since the last update.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    var id: ViewID
    var environment: EnvironmentValues
    /// The composite view whose body is being resolved.
    var owner: CompositeRecord
    /// False when the view values here are the same as last update, so that
    /// composites below that have no state change can reuse their elements.
    var inputsChanged: Bool
    /// The axis of the stack directly containing this view (for `Spacer`).
    var stackAxis: Axis?
    /// Whether this resolve shows a frame rather than a change (see `UpdateContext.isPresentation`):
    /// inserted and removed branches do not start transitions written as views.
    var isPresentation: Bool
    /// Whether the views here come from a body evaluated in this update (their owner's state
    /// changed, or its parent gave it new inputs): the elements resolved here are `isFresh`.
    var isFresh = false
    /// A `.transition` with a view part applied around this view, on its way to the branches of
    /// a `ForEach` or `Group` (cleared on entering any other view).
    var distributedTransition: AnyTransition? = nil

    func resolveChild(_ view: any View, component: ViewID.Component) -> [Element] {
        var context = self
        context.id = id.appending(component)
        return context.resolve(view)
    }

    /// The elements of `view`; those made here (and on the way, below them) are marked
    /// `isFresh` as this context says.
    func resolve(_ view: any View) -> [Element] {
        let elements = elements(of: view)
        for element in elements { element.markFreshness(isFresh) }
        return elements
    }

    private func elements(of view: any View) -> [Element] {
        if distributedTransition != nil, !(view is any DistributesTransition) {
            var context = self
            context.distributedTransition = nil
            return context.resolve(view)
        }
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: self)
        }
        if let shape = view as? any Shape {
            return [shapeElement(shape)]
        }
        return resolveComposite(view)
    }

    /// The persistent state of the element or modifier resolved here.
    var persistentState: PersistentState { owner.persistentState(at: id) }

    /// The persistent state of the modifier resolved here for one element of its content (each
    /// view of a `ForEach` has its own, however many there are).
    func persistentState(for child: Element) -> PersistentState {
        owner.persistentState(at: id.appending(.explicit(AnyHashable(child.id))))
    }

    func with(environment transform: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        transform(&context.environment)
        return context
    }
}
