/// A confirmation dialog while `isPresented` is true, as an iPhone draws it: an action sheet at the
/// bottom, 8 points in from the edges. Its title (footnote, semibold, when `titleVisibility` is
/// `.visible`) and message (footnote) in the secondary colour head a card of 57-point buttons
/// (title3, the tint; destructive ones red; taller at larger Dynamic Type sizes) on the thick
/// material; the cancel button (one is added when the actions have none) is a separate card below,
/// semibold. The whole screen behind is dimmed, over every view of the scene; the sheet slides up
/// and back down unless animations are disabled. Tapping a button dismisses the dialog, then runs
/// the button's action; a tap outside it is the cancel button's: it dismisses the dialog, then runs
/// the action of the actions' `role: .cancel` button if they have one (UIKit's action sheet runs its
/// cancel action's handler on a tap in the dimming).
struct ConfirmationDialogModifier<Actions: View, Message: View>: ViewModifier {
    let title: Text
    let isPresented: Binding<Bool>
    let titleVisibility: Visibility
    let actions: Actions
    let message: Message?

    func body(content: Content) -> some View {
        let shown = isPresented.wrappedValue
        content
            .overlay {
                PresentationLayer(alignment: .bottom) {
                    ActionSheetPresentation(isPresented: isPresented, title: titleVisibility == .visible ? title : nil,
                                            actions: actions, message: message)
                }
            }
            .transaction(value: shown) { SystemPresentation.apply(to: &$0) }
    }
}

/// The dialog's stage while presented: the barrier, the dimming and the action sheet. Its buttons
/// are read from its actions once, when it is resolved: the sheet draws them, and the barrier runs
/// the cancel button's.
struct ActionSheetPresentation<Actions: View, Message: View>: View, PrimitiveView {
    let isPresented: Binding<Bool>
    let title: Text?
    let actions: Actions
    let message: Message?
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        let dismiss: @MainActor () -> Void = { binding.wrappedValue = false }
        let buttons = shown ? PresentedAction.actions(of: actions, in: context) : []
        let cancel = buttons.first { $0.role == .cancel } ?? PresentedAction(title: "Cancel", role: .cancel, action: {})
        let stage = ZStack(alignment: .bottom) {
            if shown {
                PresentationBarrier { cancel.run(dismiss: dismiss) }
                    .ignoresSafeArea()
                PresentationDimming.color
                    .ignoresSafeArea()
                    .transition(.opacity)
                ActionSheetCard(title: title, others: buttons.filter { $0.role != .cancel }, cancel: cancel, message: message,
                                dismiss: dismiss)
                    .transition(.move(edge: .bottom))
            }
        }
        return context.resolveChild(stage, component: .content)
    }
}

/// The action sheet of a confirmation dialog: its header and buttons, then the cancel button's card.
struct ActionSheetCard<Message: View>: View, PrimitiveView {
    /// A button's height at the default Dynamic Type size; it grows as its text does.
    static var buttonHeight: CGFloat { 57 }
    static var margin: CGFloat { 8 }
    static var cornerRadius: CGFloat { 14 }

    let title: Text?
    let others: [PresentedAction]
    let cancel: PresentedAction
    let message: Message?
    let dismiss: @MainActor () -> Void
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let hasHeader = title != nil || message != nil
        let buttonHeight = Font.TextStyle.title3.scaled(Self.buttonHeight, at: context.environment.dynamicTypeSize)
        let sheet = VStack(spacing: Self.margin) {
            VStack(spacing: 0) {
                if hasHeader {
                    VStack(spacing: 4) {
                        title?.font(.footnote.weight(.semibold))
                        message.font(.footnote)
                    }
                    .foregroundStyle(Color(.secondaryLabel))
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 14)
                    .frame(maxWidth: .infinity)
                }
                ForEach(others.indices, id: \.self) { index in
                    if index > 0 || hasHeader { Hairline(vertical: false) }
                    button(others[index], height: buttonHeight)
                }
            }
            .background(.thickMaterial, in: RoundedRectangle(cornerRadius: Self.cornerRadius))
            button(cancel, height: buttonHeight)
                .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: Self.cornerRadius))
        }
        .padding(.horizontal, Self.margin)
        .padding(.bottom, Self.margin)
        return context.resolveChild(sheet, component: .content)
    }

    /// A button in the title3 text style (20 pt at the default size), semibold to cancel.
    private func button(_ action: PresentedAction, height: CGFloat) -> some View {
        action.button(dismiss: dismiss)
            .font(.title3.weight(action.role == .cancel ? .semibold : .regular))
            .frame(maxWidth: .infinity, minHeight: height)
    }
}

extension View {
    /// Presents a confirmation dialog (an action sheet) with `actions` while `isPresented` is
    /// true; its title shows when `titleVisibility` is `.visible` (iOS hides it otherwise).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog titled `title` with `actions` while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog titled `title` with `actions` while `isPresented` is true.
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        modifier(ConfirmationDialogModifier<A, EmptyView>(title: title, isPresented: isPresented, titleVisibility: titleVisibility,
                                                          actions: actions(), message: nil))
    }

    /// Presents a confirmation dialog with `actions` and a `message` while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled `title` with `actions` and a `message` while `isPresented` is true.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled `title` with `actions` and a `message` while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(ConfirmationDialogModifier(title: title, isPresented: isPresented, titleVisibility: titleVisibility,
                                            actions: actions(), message: message()))
    }
}
