/// Where a popover's arrow points: a rectangle of its source view (`.rect(.bounds)`, the
/// default), or a point of it (`.point(.top)`).
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)

    /// The rectangle the arrow points at, in scene coordinates, for a source view whose frame is `frame`.
    func rect(in frame: CGRect) -> CGRect {
        switch self {
        case .rect(let source): source.rect(in: frame)
        case .point(let point): CGRect(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height, width: 0, height: 0)
        }
    }
}

/// A popover, as an iPhone presents one: in compact width it adapts to a sheet (the screen
/// dimmed behind a card rising from the bottom, resting at the content's `presentationDetents`)
/// or, with `presentationCompactAdaptation(.popover)` (or `.none`), stays a bubble: the content
/// at its ideal size on the system background with rounded corners and a soft shadow, its arrow
/// pointing at the source view (see ``PopoverBubbleElement``). `.fullScreenCover` covers the
/// screen. As a sheet it is ``SheetPresentation``, as `.sheet` shows one. It fades or slides in
/// and out with the sheet's motion unless animations are disabled. The content's `dismiss` action
/// sets `isPresented` to false, and so does a tap outside the bubble, which reaches no other view.
///
/// Both draw in the scene's top layer, over every other view (``SceneTopLayer``), and a finger's
/// `Tap(at:)` reaches them first; the bubble points at the source where the effects around it
/// (offsets, scales) draw it.
struct PopoverModifier<PopoverContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    let popover: () -> PopoverContent

    func body(content: Content) -> some View {
        PopoverStage(presenting: content, isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge,
                     popover: popover)
            .transaction(value: isPresented.wrappedValue) { SystemPresentation.apply(to: &$0) }
    }
}

/// The source view and, while presented, the popover: its content is resolved first, to learn
/// how it adapts, then shown in a sheet over the screen or in a bubble at the source.
struct PopoverStage<Presenting: View, PopoverContent: View>: View, PrimitiveView {
    let presenting: Presenting
    let isPresented: Binding<Bool>
    let attachmentAnchor: PopoverAttachmentAnchor
    let arrowEdge: Edge?
    let popover: () -> PopoverContent
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let binding = isPresented
        var elements: [Element] = []
        var adaptation = PresentationAdaptation.automatic
        let backdrop = context.sheetBackdrop
        if binding.wrappedValue {
            elements = context.with {
                $0.dismiss = DismissAction { binding.wrappedValue = false }
                $0.presentationBackdrop = backdrop
                $0.collapsedSplitColumn = nil
                $0.showsPresentationBackground = false
            }
            .resolveChild(popover(), component: .secondary)
            adaptation = PresentationSettingsElement.compactAdaptation(in: elements)
        }
        let asBubble = binding.wrappedValue && (adaptation == .popover || adaptation == .none)
        let asSheet = binding.wrappedValue && !asBubble
        let stage = presenting
            .overlay {
                // Around the bubble, a tap dismisses it and reaches nothing else.
                PresentationLayer {
                    if asBubble { PresentationBarrier { binding.wrappedValue = false }.ignoresSafeArea() }
                }
            }
            .overlay {
                OnTopLayer {
                    if asBubble {
                        PopoverBubble(elements: elements, anchor: attachmentAnchor, arrowEdge: arrowEdge,
                                      bounds: context.graph.safeArea.safeRect)
                            .transition(.opacity)
                    }
                }
            }
            .overlay {
                SheetPresentation(isPresented: asSheet, elements: asSheet ? elements : [],
                                  fullScreen: adaptation == .fullScreenCover, backdrop: backdrop)
            }
        return context.resolveChild(stage, component: .content)
    }
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true: on an iPhone a sheet, or with
    /// `presentationCompactAdaptation(.popover)` a bubble whose arrow points at `attachmentAnchor`
    /// of this view from `arrowEdge` (nil: below it when the popover fits there, else above).
    /// Either draws over every other view of the scene; a tap outside the bubble dismisses it.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PopoverModifier(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, popover: content))
    }

    /// Presents a popover of `content` for `item` while it is not nil; dismissing it sets `item` to nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let isPresented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return popover(isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) {
            if let value = item.wrappedValue { content(value) }
        }
    }
}
