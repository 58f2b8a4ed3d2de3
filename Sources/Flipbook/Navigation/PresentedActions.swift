/// The buttons of an `alert`'s or `confirmationDialog`'s actions, read from the views the
/// actions resolve to: each button's title, role and action, and whether it is the default
/// action (`keyboardShortcut(.defaultAction)`). Presentations draw them in their own
/// style (text only, as iOS does) and dismiss before running the action.
@MainActor
struct PresentedAction {
    let title: String
    let role: ButtonRole?
    let action: @MainActor () -> Void
    var isDefaultAction = false

    /// The buttons of `actions`, in order, outermost first.
    static func actions(of actions: any View, in context: ResolveContext) -> [PresentedAction] {
        self.actions(in: context.resolveChild(actions, component: .secondary))
    }

    /// The buttons among the resolved `elements`, in order, outermost first (not their text
    /// fields, which a tap focuses).
    static func actions(in elements: [Element]) -> [PresentedAction] {
        Element.all(in: elements, insideMatches: false) { $0.traits.controlTarget?.isTextField == true ? nil : $0.traits.tapTarget }
            .map { PresentedAction(title: $0.title, role: $0.role, action: $0.action, isDefaultAction: $0.isDefaultAction) }
    }

    /// The text fields (`TextField`, `SecureField`) among the resolved `elements`, in order.
    static func textFields(in elements: [Element]) -> [Element] {
        Element.all(in: elements, insideMatches: false) { $0.traits.controlTarget?.isTextField == true ? $0 : nil }
    }

    /// A button that runs `dismiss`, then this action.
    func button(dismiss: @escaping @MainActor () -> Void) -> Button<Text> {
        Button(title, role: role) { run(dismiss: dismiss) }
    }

    /// Runs `dismiss`, then this action, as a tap on its button does.
    func run(dismiss: @MainActor () -> Void) {
        dismiss()
        action()
    }
}

/// Colour of the dimming behind alerts and dialogs: black at 20 % in the light appearance, 48 %
/// in the dark. It covers the safe area's insets too (the status bar and home indicator).
enum PresentationDimming {
    static let color = Color(light: (0, 0, 0, 0.2), dark: (0, 0, 0, 0.48))
}
