import FlipbookDisplayList

extension GraphicsContext {
    /// One of a canvas's `symbols` views as drawn at this frame, to draw anywhere in the canvas.
    public struct ResolvedSymbol {
        /// The size the symbol was laid out at.
        public let size: CGSize
        /// The drawing, with the symbol's top-left corner at the origin.
        let items: [DisplayItem]
    }

    /// The symbol view tagged `id`, or nil when the canvas has none with that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        canvas.symbols[AnyHashable(id)]
    }

    /// Draws `symbol` at its size with its `anchor` (a unit point of the symbol) at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                width: symbol.size.width, height: symbol.size.height))
    }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        let placement = CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        record(.group(GroupDrawing(transform: placement.displayTransform, items: symbol.items)))
    }
}

/// A canvas with symbols: the canvas leaf first, filling the frame, then the symbol views, each
/// laid out at the canvas's origin with the canvas's size proposed (an estimate: SwiftUI does not
/// document the proposal), drawn only where the renderer draws them.
final class CanvasSymbolsElement: Element {
    init(canvas: CanvasElement, symbols: [Element], id: ViewID) {
        super.init(.container, id: id, children: [canvas] + symbols)
        canvas.symbolSource = self
    }

    override func placeChildren(in frame: CGRect) {
        let proposal = ProposedViewSize(frame.size)
        for child in laidOutChildren {
            child.place(in: CGRect(origin: frame.origin, size: child.sizeThatFits(proposal)))
        }
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        children[0].emit(into: &items, at: time)
    }

    /// The tagged symbol views drawn at `time`, each moved so that its top-left corner is the origin.
    func resolvedSymbols(at time: Double) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        var symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for symbol in laidOutChildren.dropFirst() {
            guard let tag = symbol.traits.tag else { continue }
            var drawn: [DisplayItem] = []
            symbol.emit(into: &drawn, at: time)
            let origin = symbol.frame.origin
            symbols[tag] = .init(size: symbol.frame.size, items: [
                .group(GroupDrawing(transform: .init(translationX: -Double(origin.x), y: -Double(origin.y)), items: drawn))])
        }
        return symbols
    }
}
