/// A page sheet, as iOS 17 presents one on a phone: it slides up from the bottom over a dimmed,
/// slightly shrunk presenting view, and slides back down when dismissed. Both animate as iOS
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

/// The presenting view and, while presented, the sheet: its content is resolved first, to learn
/// its detents, then placed in the card.
struct SheetStage<Presenting: View, SheetContent: View>: View, PrimitiveView {
    let presenting: Presenting
    let isPresented: Binding<Bool>
    let fullScreen: Bool
    let sheet: () -> SheetContent
    typealias Body = Never

    /// Gap between the top of the screen and the top of a large sheet.
    static var topInset: CGFloat { 44 }
    static var cornerRadius: CGFloat { 10 }

    func resolve(in context: ResolveContext) -> [Element] {
        let shown = isPresented.wrappedValue
        let binding = isPresented
        var elements: [Element] = []
        var settings: (detents: Set<PresentationDetent>, dragIndicator: Visibility) = ([.large], .automatic)
        if shown {
            elements = context.with { $0.dismiss = DismissAction { binding.wrappedValue = false } }
                .resolveChild(sheet(), component: .secondary)
            settings = PresentationSettingsElement.find(in: elements)
        }
        let isLarge = fullScreen || settings.detents.contains(.large) && settings.detents.count == 1
        let shrinks = shown && !fullScreen && isLarge
        let showsIndicator = settings.dragIndicator == .visible || settings.dragIndicator == .automatic && settings.detents.count > 1
        let radius = fullScreen ? 0 : Self.cornerRadius
        let stage = presenting
            .clipShape(RoundedRectangle(cornerRadius: shrinks ? Self.cornerRadius : 0))
            .modifier(ShrunkPresenter(scale: shrinks ? 0.92 : 1))
            .overlay(alignment: .bottom) {
                ZStack(alignment: .bottom) {
                    if shown {
                        PresentationDimming.color.opacity(fullScreen ? 0 : 1)
                            .ignoresSafeArea()
                            .transition(.opacity)
                        SheetDetentLayout(detents: fullScreen ? [.large] : settings.detents, topInset: fullScreen ? 0 : Self.topInset) {
                            ResolvedElements(elements: elements)
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .background {
                                    // The card runs on under the home indicator to the screen's bottom edge.
                                    UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius)
                                        .fill(Color(.systemBackground))
                                        .ignoresSafeArea(edges: .bottom)
                                }
                                .overlay(alignment: .top) {
                                    if showsIndicator {
                                        Capsule().fill(Color(.tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
                                    }
                                }
                        }
                        .transition(context.environment.accessibilityPrefersCrossFadeTransitions ? .opacity : .move(edge: .bottom))
                    }
                }
                .modifier(PresentationLayer())
            }
        return context.resolveChild(stage, component: .content)
    }
}

/// The presenting view scaled down behind a large sheet, over the black the window shows around
/// it while it is smaller than the screen (and only then: a small presenter draws no black box).
struct ShrunkPresenter: ViewModifier, Animatable {
    var scale: CGFloat
    var animatableData: CGFloat {
        get { scale }
        set { scale = newValue }
    }

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale)
            .background(Color.black.opacity(scale < 1 ? 1 : 0))
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
