extension View {
    /// Attaches `gesture`: it recognizes touches on this view, after the gestures of the views
    /// inside it (the innermost recognized gesture wins the finger).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches `gesture` ahead of the gestures of the views inside it: it wins the finger when
    /// recognized at the same event as theirs.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches `gesture` alongside the others: it recognizes whichever of them wins.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }
}

/// Makes its content a gesture target (see `GestureTarget`).
struct GestureModifier: ViewModifier, WrappingModifier {
    let gesture: any Gesture
    let priority: GestureTarget.Priority
    let mask: GestureMask
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        let environment = context.environment
        let target = GestureTarget(gesture: gesture, priority: priority, mask: mask,
                                   isEnabled: environment.isEnabled, startDate: environment.sceneStartDate,
                                   namedSpaces: environment.coordinateSpaces,
                                   name: ScriptName(identifier: environment.accessibilityIdentifier,
                                                    accessibilityLabel: environment.accessibilityLabel,
                                                    parts: TapTarget.labelParts(in: [child]),
                                                    iconTitles: TapTarget.iconTitles(in: [child])))
        return TraitElement("Gesture", child: child, id: id) { $0.gestureTarget = target }
    }
}
