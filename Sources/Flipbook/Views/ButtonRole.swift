/// What a button does, which decides how presentations draw it: in an `alert` or a
/// `confirmationDialog` a `.cancel` button is bold and goes last (or first of two), a
/// `.destructive` one is red (red anywhere on iOS).
public struct ButtonRole: Hashable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button {
    /// A button with a `role`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button titled `title` with a `role`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, action: action)
        self.role = role
    }
}
