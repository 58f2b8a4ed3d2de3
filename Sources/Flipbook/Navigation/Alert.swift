/// An alert while `isPresented` is true, as iOS draws one: a 270-point card on the thick
/// material with rounded corners, its title (headline) and message (footnote) centred, then
/// its buttons (body, 44 points tall at the default Dynamic Type size) under a hairline: two side
/// by side (a cancel button first), more stacked (a cancel button last), an "OK" button when
/// there are none. The whole screen behind is dimmed, over every view of the scene, and takes
/// the taps that would reach them. It fades in from 1.2 times its size (at its
/// size with Reduce Motion, as UIKit's alert does) and fades out, unless animations are disabled.
/// Tapping a button dismisses the alert, then runs the button's action.
struct AlertModifier<Actions: View, Message: View>: ViewModifier {
    let title: Text
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    func body(content: Content) -> some View {
        let shown = isPresented.wrappedValue
        content
            .overlay {
                PresentationLayer {
                    if shown {
                        PresentationBarrier()
                            .ignoresSafeArea()
                        PresentationDimming.color
                            .ignoresSafeArea()
                            .transition(.opacity)
                        AlertCard(title: title, actions: actions, message: message, dismiss: { isPresented.wrappedValue = false })
                            .transition(.asymmetric(insertion: reduceMotion ? .opacity : .scale(scale: 1.2).combined(with: .opacity),
                                                    removal: .opacity))
                    }
                }
            }
            .transaction(value: shown) { SystemPresentation.apply(to: &$0, animation: SystemPresentation.alertAnimation) }
    }
}

/// The alert itself; its buttons are read from its actions when it is resolved.
struct AlertCard<Actions: View, Message: View>: View, PrimitiveView {
    static var width: CGFloat { 270 }
    /// A button's height at the default Dynamic Type size; it grows as its text does.
    static var buttonHeight: CGFloat { 44 }

    let title: Text
    let actions: Actions
    let message: Message?
    let dismiss: @MainActor () -> Void
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        var buttons = PresentedAction.actions(of: actions, in: context)
        if buttons.isEmpty { buttons = [PresentedAction(title: "OK", role: nil, action: {})] }
        // Two buttons: the cancel button on the leading side; more: the cancel button last.
        let cancel = buttons.filter { $0.role == .cancel }, others = buttons.filter { $0.role != .cancel }
        buttons = buttons.count == 2 ? cancel + others : others + cancel
        let buttonHeight = Font.TextStyle.body.scaled(Self.buttonHeight, at: context.environment.dynamicTypeSize)
        let hasDefault = buttons.contains { $0.isDefaultAction }
        let card = VStack(spacing: 0) {
            VStack(spacing: 2) {
                if !title.plainString.isEmpty {
                    title.font(.headline)
                }
                message.font(.footnote)
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 16)
            .padding(.vertical, 20)
            .frame(maxWidth: .infinity)
            Hairline(vertical: false)
            if buttons.count == 2 {
                HStack(spacing: 0) {
                    button(buttons[0], height: buttonHeight, hasDefault: hasDefault)
                    Hairline(vertical: true)
                    button(buttons[1], height: buttonHeight, hasDefault: hasDefault)
                }
                .frame(height: buttonHeight)
            } else {
                ForEach(buttons.indices, id: \.self) { index in
                    if index > 0 { Hairline(vertical: false) }
                    button(buttons[index], height: buttonHeight, hasDefault: hasDefault)
                }
            }
        }
        .frame(width: Self.width)
        .background(.thickMaterial, in: RoundedRectangle(cornerRadius: 14))
        return context.resolveChild(card, component: .content)
    }

    /// A button in the body text style, semibold for the preferred action: the default action
    /// (`keyboardShortcut(.defaultAction)`) when there is one (as `UIAlertController`'s
    /// `preferredAction`), else the cancel button.
    private func button(_ action: PresentedAction, height: CGFloat, hasDefault: Bool) -> some View {
        let isPreferred = hasDefault ? action.isDefaultAction : action.role == .cancel
        return action.button(dismiss: dismiss)
            .font(.body.weight(isPreferred ? .semibold : .regular))
            .frame(maxWidth: .infinity)
            .frame(height: height)
    }
}

extension View {
    /// Presents an alert titled `titleKey` while `isPresented` is true, with `actions` (buttons)
    /// and a `message`.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled `title` while `isPresented` is true, with `actions` and a `message`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled `title` while `isPresented` is true, with `actions` and a `message`.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Presents an alert titled `titleKey` while `isPresented` is true, with `actions` (buttons).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled `title` while `isPresented` is true, with `actions` (buttons).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }

    /// Presents an alert titled `title` while `isPresented` is true, with `actions` (buttons).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier<A, EmptyView>(title: title, isPresented: isPresented, actions: actions(), message: nil))
    }
}
