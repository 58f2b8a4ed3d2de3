/// An alert while `isPresented` is true, as iOS draws one: a 270-point card on the thick
/// material with rounded corners, its title (headline) and message (footnote) centred, its
/// actions' text fields below them (``AlertCard``), then its buttons (body, 44 points tall at the
/// default Dynamic Type size) under a hairline: two side by side (a cancel button first) when
/// their titles fit, else stacked (a cancel button last), an "OK" button when there are none.
/// The whole screen behind is dimmed, over every view of the scene, and takes the taps that
/// would reach them. It fades in from 1.2 times its size (at its size with Reduce Motion, as
/// UIKit's alert does) and fades out, unless animations are disabled. Tapping a button dismisses
/// the alert, then runs the button's action.
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

/// The alert itself; its buttons and text fields are read from its actions when it is resolved.
/// A `TextField` or `SecureField` among the actions is drawn as `UIAlertController` draws its
/// text fields: under the message, the card's width less 16 points each side, its text (or
/// placeholder) in 13-point type 4 points in from a hairline border with 5-point corners on the
/// field background. It is not given focus (iOS focuses the first field and raises the keyboard,
/// which Flipbook does not draw). The field's inset, corner radius and its 16-point gaps above and
/// below are estimates from screenshots.
struct AlertCard<Actions: View, Message: View>: View, PrimitiveView {
    static var width: CGFloat { 270 }
    /// A button's height at the default Dynamic Type size; it grows as its text does.
    static var buttonHeight: CGFloat { 44 }
    /// Inset of a text field's text from its border (an estimate).
    static var fieldInset: CGFloat { 4 }
    /// The least space beside a button's title; two buttons whose titles do not fit their halves
    /// with it are stacked, as `UIAlertController` stacks them (an estimate).
    static var buttonMargin: CGFloat { 8 }

    let title: Text
    let actions: Actions
    let message: Message?
    let dismiss: @MainActor () -> Void
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let resolvedActions = context.with {
            $0.font = .system(size: 13)
            $0.textFieldStyle = .plain
        }.resolveChild(actions, component: .secondary)
        let fields = PresentedAction.textFields(in: resolvedActions)
        var buttons = PresentedAction.actions(in: resolvedActions)
        if buttons.isEmpty { buttons = [PresentedAction(title: "OK", role: nil, action: {})] }
        // Two buttons side by side: the cancel button on the leading side; stacked: the cancel button last.
        let cancel = buttons.filter { $0.role == .cancel }, others = buttons.filter { $0.role != .cancel }
        let stacked = others + cancel
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
            .padding(.top, 20)
            .padding(.bottom, fields.isEmpty ? 20 : 16)
            .frame(maxWidth: .infinity)
            if !fields.isEmpty {
                VStack(spacing: 0) {
                    ForEach(fields.indices, id: \.self) { index in
                        ResolvedElements(elements: [fields[index]])
                            .padding(Self.fieldInset)
                            .background(Color(.tertiarySystemBackground), in: RoundedRectangle(cornerRadius: 5))
                            .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color(.systemGray4), lineWidth: 0.5))
                    }
                }
                .padding(.horizontal, 16)
                .padding(.bottom, 16)
            }
            Hairline(vertical: false)
            let column = VStack(spacing: 0) {
                ForEach(stacked.indices, id: \.self) { index in
                    if index > 0 { Hairline(vertical: false) }
                    button(stacked[index], height: buttonHeight, hasDefault: hasDefault)
                }
            }
            if buttons.count == 2 {
                // Side by side while each title fits its half with its margins; else stacked.
                let sideBySide = cancel + others, half = Self.width / 2 - 1
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 0) {
                        button(sideBySide[0], height: buttonHeight, hasDefault: hasDefault, minWidth: half)
                        Hairline(vertical: true)
                        button(sideBySide[1], height: buttonHeight, hasDefault: hasDefault, minWidth: half)
                    }
                    .frame(height: buttonHeight)
                    column
                }
            } else {
                column
            }
        }
        .frame(width: Self.width)
        .background(.thickMaterial, in: RoundedRectangle(cornerRadius: 14))
        return context.resolveChild(card, component: .content)
    }

    /// A button in the body text style, semibold for the preferred action: the default action
    /// (`keyboardShortcut(.defaultAction)`) when there is one (as `UIAlertController`'s
    /// `preferredAction`), else the cancel button.
    /// As wide as offered, and at least as wide as its title and margins (or `minWidth`).
    private func button(_ action: PresentedAction, height: CGFloat, hasDefault: Bool, minWidth: CGFloat? = nil) -> some View {
        let isPreferred = hasDefault ? action.isDefaultAction : action.role == .cancel
        return action.button(dismiss: dismiss)
            .font(.body.weight(isPreferred ? .semibold : .regular))
            .padding(.horizontal, Self.buttonMargin)
            .frame(minWidth: minWidth, maxWidth: .infinity)
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
