/// What the return key of a text field's keyboard reads (`submitLabel(_:)`).
public struct SubmitLabel: Sendable, Equatable {
    let title: String

    public static let done = SubmitLabel(title: "done")
    public static let go = SubmitLabel(title: "go")
    public static let send = SubmitLabel(title: "send")
    public static let join = SubmitLabel(title: "join")
    public static let route = SubmitLabel(title: "route")
    public static let search = SubmitLabel(title: "search")
    public static let `return` = SubmitLabel(title: "return")
    public static let next = SubmitLabel(title: "next")
    public static let `continue` = SubmitLabel(title: "continue")
}

/// Which fields' submissions an `onSubmit` action takes.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Text fields and secure fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields (`searchable`).
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The submit actions of the `onSubmit` modifiers around a field, outermost first.
struct SubmitActions {
    var actions: [(triggers: SubmitTriggers, action: @MainActor () -> Void)] = []

    /// Runs the actions that take submissions of `trigger`.
    @MainActor func submit(_ trigger: SubmitTriggers) {
        for entry in actions where entry.triggers.contains(trigger) { entry.action() }
    }
}

private enum SubmitActionsKey: EnvironmentKey { static let defaultValue = SubmitActions() }

extension EnvironmentValues {
    var submitActions: SubmitActions {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

struct SubmitModifier: ViewModifier, EnvironmentModifier {
    let triggers: SubmitTriggers
    let action: @MainActor () -> Void
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.submitActions.actions.append((triggers, action)) }
}

extension View {
    /// Runs `action` when the user submits a field in this view (presses return; a script's
    /// `TypeText` whose text ends with `"\n"`).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(SubmitModifier(triggers: triggers, action: action))
    }

    /// What the return key of the keyboard of fields in this view reads. Flipbook draws no
    /// keyboard (a field at rest shows none), so the view is unchanged.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
