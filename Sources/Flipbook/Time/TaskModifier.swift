/// Runs an async action as a scene task while its view is shown: started after the update in
/// which the view appears (and again, the old one cancelled, whenever `id` changes), cancelled when
/// the view disappears. Attached to a `ForEach` it runs once per element, as SwiftUI does.
struct TaskModifier<ID: Equatable>: ViewModifier, WrappingModifier {
    let id: ID
    let priority: TaskPriority
    let action: @isolated(any) @Sendable () async -> Void
    typealias Body = Never

    /// The task running for one element, and the id it was started for.
    private final class Running {
        var id: ID
        var task: Task<Void, Never>?
        init(id: ID) { self.id = id }
    }
    private static var running: PersistentKey<Running> { "task" }

    func makeElement(wrapping child: Element, id elementID: ViewID, context: ResolveContext) -> Element {
        // A view being removed (still playing its removal) is gone: its state is not claimed again.
        guard !child.traits.isDeparting else { return child }
        let state = context.persistentState(for: child)
        let graph = context.graph
        let (priority, action) = (priority, action)
        let start = { (running: Running) in
            context.enqueueAppearance(keptIn: state) {
                running.task?.cancel()
                running.task = graph.tasks.start(priority: priority, action)
            }
        }
        if let running = state[Self.running] {
            if running.id != id {
                running.id = id
                start(running)
            }
        } else {
            let running = Running(id: id)
            state[Self.running] = running
            state.onDisappear = { running.task?.cancel() }
            start(running)
        }
        return child
    }
}

extension View {
    /// Runs `action` as a task when this view appears, on the scene's clock (its `Task.sleep`
    /// waits for scene time); cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated,
                     @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` as a task when this view appears and again whenever `value` changes (the
    /// previous task cancelled first), on the scene's clock; cancels it when the view disappears.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
