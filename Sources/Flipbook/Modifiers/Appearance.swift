struct AppearanceModifier: ViewModifier, WrappingModifier {
    let onAppear: (@MainActor () -> Void)?
    let onDisappear: (@MainActor () -> Void)?
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        // A view being removed (still playing its removal) is gone: its state is not claimed again.
        guard !child.traits.isDeparting else { return child }
        let state = context.persistentState(for: child)
        if let onDisappear {
            state.onDisappear = onDisappear
            context.trackDisappearance(keptIn: state)
        }
        if let onAppear, state[.appeared] == nil {
            state[.appeared] = true
            context.enqueueAppearance(keptIn: state, onAppear)
        }
        return child
    }
}

extension View {
    /// Runs `action` after the update in which this view first appears (scene time); attached to
    /// a `ForEach`, once for each of its views.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` after the update in which this view is removed (each of a `ForEach`'s views
    /// on its own).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }
}

/// Runs `action` `seconds` of scene time from now: the deterministic equivalent
/// of `DispatchQueue.main.asyncAfter(deadline: .now() + seconds)` in a scene.
///
///     Button("Change") {
///         isActive.toggle()
///         afterDelay(0.01) { scale.toggle() }
///     }
@MainActor
public func afterDelay(_ seconds: Double, perform action: @escaping @MainActor () -> Void) {
    ActionScope.current.get()?.graph?.schedule(after: seconds, action)
}

extension PersistentKey {
    /// Set once a view's `onAppear` action has been queued.
    fileprivate static var appeared: PersistentKey<Bool> { "appeared" }
}
