/// Makes its content a tap target: a script's `Tap` runs the action.
struct TapGestureModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        let elements = context.resolveChild(content, component: .content)
        let target = TapTarget(name: ScriptName(identifier: context.environment.accessibilityIdentifier,
                                                accessibilityLabel: context.environment.accessibilityLabel,
                                                parts: TapTarget.labelParts(in: elements),
                                                iconTitles: TapTarget.iconTitles(in: elements)),
                               action: action)
        target.isEnabled = context.environment.isEnabled
        return [target.element(around: elements, id: context.id)]
    }
}

extension View {
    /// Runs `action` when the view is tapped. A script taps it with `Tap(label, at:)`, where the
    /// label is an enclosing `accessibilityIdentifier` or `accessibilityLabel`, or the view's
    /// texts (see ``ScriptName`` for the rule).
    /// One scripted tap runs the action once, whatever `count` is.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(TapGestureModifier(action: action))
    }

    /// Names the view for scripts: `Tap(identifier, at:)` taps the button or tap gesture inside.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        environment(\.accessibilityIdentifier, identifier)
    }
}
