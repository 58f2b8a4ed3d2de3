/// A page sheet, as iOS 17 presents one on a phone (``SheetPresentation``): it slides up from the
/// bottom over the dimmed, slightly shrunk screen, and slides back down when dismissed. Both animate as iOS
/// does unless the transaction disables animations. The sheet's content gets a `dismiss`
/// action that sets `isPresented` to false. With `presentationDetents` it rests at the smallest
/// detent (`.medium`: half the screen, the view behind dimmed but not shrunk), with a drag
/// indicator when it has several (or `presentationDragIndicator(.visible)`).
/// With `fullScreen`, a full-screen cover instead: the content covers the whole screen, without
/// shrinking or dimming what is below. With Reduce Motion's Prefer Cross-Fade Transitions
/// (`accessibilityPrefersCrossFadeTransitions`) the sheet or cover fades in and out in place.
struct SheetModifier<SheetContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (@MainActor () -> Void)?
    var fullScreen = false
    let sheet: () -> SheetContent

    func body(content: Content) -> some View {
        let shown = isPresented.wrappedValue
        SheetStage(presenting: content, isPresented: isPresented, fullScreen: fullScreen, sheet: sheet)
            .transaction(value: shown) { SystemPresentation.apply(to: &$0) }
            .onChange(of: shown) { wasShown, isShown in
                if wasShown, !isShown { onDismiss?() }
            }
    }
}

/// The presenting view and, while presented, the sheet (``SheetPresentation``): its content is
/// resolved first, to learn its detents.
struct SheetStage<Presenting: View, SheetContent: View>: View, PrimitiveView {
    let presenting: Presenting
    let isPresented: Binding<Bool>
    let fullScreen: Bool
    let sheet: () -> SheetContent
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        let backdrop = context.sheetBackdrop
        var elements: [Element] = []
        if shown {
            elements = context.with {
                $0.dismiss = DismissAction { binding.wrappedValue = false }
                $0.presentationBackdrop = backdrop
                // A sheet belongs to the window: its safe area is the screen's, not the presenter's.
                $0.safeAreaRegion = context.graph.safeArea
                $0.collapsedSplitColumn = nil
                $0.showsPresentationBackground = false
            }
            .resolveChild(sheet(), component: .secondary)
        }
        let stage = presenting.overlay {
            SheetPresentation(isPresented: shown, elements: elements, fullScreen: fullScreen, backdrop: backdrop)
        }
        return context.resolveChild(stage, component: .content)
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true; `onDismiss` runs after it closes.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheet: content))
    }

    /// Presents `content` over the whole screen while `isPresented` is true; `onDismiss` runs after it closes.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetModifier(isPresented: isPresented, onDismiss: onDismiss, fullScreen: true, sheet: content))
    }
}
