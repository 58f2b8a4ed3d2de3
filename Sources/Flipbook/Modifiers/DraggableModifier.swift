/// `draggable`: marks its view as a drag source (``DragAndDropModifier``) and, while a script's
/// `DragAndDrop` drags it, draws its preview under the finger on the scene's top layer, as iOS
/// lifts one: over everything, slightly larger than the view and with a soft shadow, moving with
/// the finger, while the view itself stays in place. The preview is a copy of the view (or the
/// `preview` view given, at its ideal size), centred where the finger is. The 1.05 scale and the
/// shadow (black at 20 %, 12-point radius, 6 points down) are estimates of iOS 17's lift; Apple
/// publishes no metrics.
struct DraggableModifier: ViewModifier {
    let source: DragSource
    let preview: AnyView
    /// Whether the preview takes its ideal size (a `preview` view) rather than the view's.
    let previewIsSized: Bool
    /// Where the preview is drawn, from the view as laid out; nil while nothing drags.
    @State private var previewOffset: CGSize?

    static var liftScale: CGFloat { 1.05 }

    func body(content: Content) -> some View {
        let offset = $previewOffset
        var source = source
        source.movePreview = { offset.wrappedValue = $0 }
        return content
            .modifier(DragAndDropModifier(name: "Draggable", value: source, trait: \.dragSource))
            .overlay {
                OnTopLayer {
                    if let previewOffset {
                        Group {
                            if previewIsSized { preview.fixedSize() } else { preview }
                        }
                        .scaleEffect(Self.liftScale)
                        .shadow(color: .black.opacity(0.2), radius: 12, y: 6)
                        .offset(previewOffset)
                        .allowsHitTesting(false)
                    }
                }
            }
    }
}
