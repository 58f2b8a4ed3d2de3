/// An alert as SwiftUI's older API describes one: a title, a message and one or two buttons,
/// shown by `alert(isPresented:content:)` exactly as `alert(_:isPresented:actions:message:)`
/// shows its buttons.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button ("OK" when none is given).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A "Cancel" button.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// An `Alert`'s buttons as the actions of an alert.
struct LegacyAlertActions: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            let action = button.action
            Button(button.label.plainString, role: button.role) { action?() }
        }
    }
}

extension View {
    /// Presents the alert `content` describes while `isPresented` is true (SwiftUI's older API).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(AlertModifier(title: alert.title, isPresented: isPresented,
                                      actions: LegacyAlertActions(buttons: alert.buttons), message: alert.message))
    }
}
