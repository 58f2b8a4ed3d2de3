/// A sheet as an iPhone presents it, whatever view presents it (a `.sheet`, a popover adapted to a
/// sheet): over the whole screen, dimmed behind it, the card rising from the bottom to rest at the
/// smallest of its content's `presentationDetents`, its content clipped to the card, with a drag indicator when it has several (or
/// `presentationDragIndicator(.visible)`). At the `.large` detent alone what is behind recedes
/// (``ShrunkBackdrop``): the scene's content, or the card of the sheet it was presented from,
/// which iOS stacks under it; the card itself is `backdrop`, which recedes for the sheets its
/// content presents. A full-screen cover neither dims nor shrinks what is behind. With Prefer
/// Cross-Fade Transitions the card fades in place rather than sliding. The dimming takes the taps
/// that would reach the views behind (UIKit's is non-interactive). Primitive, so that the content's
/// elements, resolved again when a view inside the sheet changes state, reach the card each time.
struct SheetPresentation: View, PrimitiveView {
    let isPresented: Bool
    /// The sheet's content, resolved (its detents are read from it).
    let elements: [Element]
    let fullScreen: Bool
    /// What recedes behind a large sheet presented from the content: the card.
    let backdrop: PresentationBackdrop
    typealias Body = Never

    /// Gap between the top of the screen's safe area and the top of a large sheet.
    static var topInset: CGFloat { 44 }
    static var cornerRadius: CGFloat { 10 }

    func resolve(in context: ResolveContext) -> [Element] {
        context.resolveChild(stage(crossFade: context.environment.accessibilityPrefersCrossFadeTransitions), component: .content)
    }

    private func stage(crossFade: Bool) -> some View {
        let settings = PresentationSettingsElement.find(in: elements)
        let detents: Set<PresentationDetent> = fullScreen ? [.large] : settings.detents
        let shrinks = isPresented && !fullScreen && detents == [.large]
        let showsIndicator = settings.dragIndicator == .visible || settings.dragIndicator == .automatic && detents.count > 1
        let radius = fullScreen ? 0 : PresentationSettingsElement.outermost(\.cornerRadius, in: elements).flatMap { $0 } ?? Self.cornerRadius
        let resting = settings.selection ?? detents.min { $0.comparisonHeight < $1.comparisonHeight }
        let interactive = !fullScreen && (PresentationSettingsElement.outermost(\.backgroundInteraction, in: elements) ?? .automatic)
            .allowsInteraction(at: resting)
        return ZStack {
            ShrunkBackdrop(scale: shrinks ? PresentationBackdrop.restScale : 1)
            PresentationLayer(alignment: .bottom) {
                if isPresented {
                    PresentationBarrier()
                        .ignoresSafeArea()
                        .allowsHitTesting(!interactive)
                    PresentationDimming.color.opacity(fullScreen || interactive ? 0 : 1)
                        .ignoresSafeArea()
                        .transition(.opacity)
                    SheetDetentLayout(detents: detents, selection: settings.selection, topInset: fullScreen ? 0 : Self.topInset) {
                        ResolvedElements(elements: elements)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .clipShape(SheetCardShape(radius: radius, clips: !fullScreen))
                            .background {
                                // The card runs on under the home indicator to the screen's bottom edge.
                                (PresentationSettingsElement.outermost(\.background, in: elements) ?? .standard)
                                    .card(UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius))
                                    .ignoresSafeArea(edges: .bottom)
                            }
                            .overlay(alignment: .top) {
                                if showsIndicator {
                                    Capsule().fill(Color(.tertiaryLabel)).frame(width: 36, height: 5).padding(.top, 5)
                                }
                            }
                            .modifier(BackdropModifier(backdrop: backdrop,
                                                       style: fullScreen ? .screen(background: Color(.systemBackground)) : .card))
                    }
                    .transition(crossFade ? .opacity : .move(edge: .bottom))
                }
            }
        }
    }
}

/// The card's outline for clipping its content: rounded top corners, and open below the card's
/// frame, where the card runs on under the home indicator (content ignoring the safe area shows there).
/// A full-screen cover does not clip (its content may reach the top of the screen).
private struct SheetCardShape: Shape {
    let radius: CGFloat
    let clips: Bool

    func path(in rect: CGRect) -> Path {
        guard clips else { return Path(rect.insetBy(dx: -rect.width, dy: -rect.height)) }
        var card = rect
        card.size.height += rect.height
        return UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius).path(in: card)
    }
}
