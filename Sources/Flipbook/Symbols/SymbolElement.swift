import FlipbookDisplayList

/// A symbol image: a square frame sized by the font (any size when resizable, the glyph then
/// stretched to fill it), baseline on the font's cap-height centre, its colour animating like
/// text's. In the multicolor rendering mode a symbol with a multicolor variant draws its layers in
/// their own colours. A name without a stand-in draws a dashed rounded box with a question mark. Under
/// `.contentTransition(.symbolEffect(.replace))` a new name replaces the old one as
/// `SymbolReplacePose` moves them.
final class SymbolElement: LeafElement {
    /// The symbol's name (`Image(systemName:)`).
    let name: String
    private let design: SymbolTable.Design?
    private let isResizable: Bool
    private let mode: SymbolRenderingMode
    private let font: Font
    private let side: Double
    private let color: LeafColor
    /// The secondary layer's colour in the palette rendering mode (nil in the others).
    private let secondaryColor: RGBAColor?
    /// In the multicolor rendering mode, the layers' own colours (nil: the foreground colour) of
    /// the symbol and of the one it replaces, for those with a multicolor variant.
    private let multicolorPaints: [String: [RGBAColor?]]
    /// Whether the symbol draws as a placeholder box (`redacted(reason: .placeholder)`).
    private let isRedacted: Bool
    /// How a new symbol replaces the old one (nil: at once).
    private let replace: ReplaceSymbolEffect.Style?
    /// The symbol's replaces so far, and the one its `content` animation plays.
    private let changes: SymbolChanges
    /// The number of replaces, animated: between two whole numbers while one plays.
    private let content: AnimatedAttribute<Double>

    init(image: Image, name: String, context: ResolveContext) {
        let environment = context.environment
        self.name = environment.symbolVariants.applied(to: name)
        design = SymbolTable.design(for: self.name)
        if design == nil { context.graph.warn(SymbolTable.unmappedWarning(self.name)) }
        isResizable = image.isResizable
        mode = image.symbolRenderingMode ?? environment.symbolRenderingMode
            ?? (environment.paletteStyles.isEmpty ? .monochrome : .palette)
        font = (environment.font ?? .body).scaled(to: environment.dynamicTypeSize)
        side = SymbolMetrics.side(font: font, scale: environment.imageScale)
        color = LeafColor(environment.foregroundColor, source: environment.foregroundTransaction)
        secondaryColor = mode == .palette ? environment.paletteStyles.first.map { $0.resolvedColor(in: environment).rgba } : nil
        isRedacted = environment.isPlaceholderRedacted
        if case .symbolReplace(let style) = environment.contentTransition.kind, !environment.symbolEffectsRemoved {
            replace = style
        } else {
            replace = nil
        }
        changes = SymbolChanges.record(self.name, replacing: replace != nil, in: context.persistentState)
        var multicolorPaints: [String: [RGBAColor?]] = [:]
        if mode == .multicolor {
            for drawn in [self.name, changes.previous].compactMap({ $0 }) {
                multicolorPaints[drawn] = SymbolTable.multicolor[drawn]?.map { $0.color?.resolvedColor(in: environment).rgba }
            }
        }
        self.multicolorPaints = multicolorPaints
        content = AnimatedAttribute(key: "content", target: Double(changes.count))
        super.init(context: context)
    }

    private var idealSize: CGSize { CGSize(width: side, height: side) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: idealSize) : idealSize
    }

    override var debugName: String { "Image(systemName: \"\(name)\")" }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard !isResizable, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
        else { return nil }
        return SymbolMetrics.baseline(side: Double(size.height), font: font)
    }

    override func detectContentChanges(_ update: UpdateContext) -> Bool {
        let colorChanged = color.detect(in: state, update)
        return content.detect(in: state, update) || colorChanged
    }
    override func commitContent(_ transaction: Transaction, _ update: UpdateContext) {
        color.commit(in: state, transaction, update)
        // A replace plays with its own animation, animated change or not.
        content.commit(in: state, Transaction(animation: replace.map { _ in SymbolReplacePose.animation }), update)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let frame = presentedFrame(at: time)
        let paint = color.presented(in: state, at: time)
        guard frame.width > 0, frame.height > 0 else { return }
        if isRedacted {
            items += PlaceholderShapes.draw(box: frame, color: paint)
            return
        }
        // Glyphs are square: draw at the frame's width, then stretch to its height.
        let square = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.width)
        var drawn = glyph(name, design, in: square, color: paint)
        if let replace, let previous = changes.previous, let playing = content.animated(in: state, at: time) {
            let pose = SymbolReplacePose(style: replace, progress: playing - Double(changes.count - 1))
            drawn = posed(glyph(previous, SymbolTable.design(for: previous), in: square, color: paint),
                          scale: pose.oldScale, opacity: pose.oldOpacity, in: square)
                + posed(drawn, scale: pose.newScale, opacity: pose.newOpacity, in: square)
        }
        if frame.height == frame.width {
            items += drawn
        } else {
            let stretch = AffineTransform(a: 1, b: 0, c: 0, d: Double(frame.height / frame.width),
                                          tx: 0, ty: Double(frame.minY) * (1 - Double(frame.height / frame.width)))
            items.append(.group(GroupDrawing(transform: stretch, items: drawn)))
        }
    }

    /// The symbol `name` drawn by `design` (the placeholder without one): its multicolor layers
    /// where it has them, else its composing glyphs, else its glyph or enclosure.
    private func glyph(_ name: String, _ design: SymbolTable.Design?, in square: CGRect, color: RGBAColor) -> [DisplayItem] {
        guard let design else { return placeholder(in: square, color: color) }
        if let paints = multicolorPaints[name], let layers = SymbolTable.multicolor[name] {
            return zip(layers, paints).map { layer, paint in layer.drawing(in: square, color: paint ?? color) }
        }
        if let composed = design.composed { return composed.map { $0.drawing(in: square, color: color) } }
        return layers(of: design, in: square, color: color)
    }

    /// `items` scaled about the middle of `square` and faded (nothing once fully faded).
    private func posed(_ items: [DisplayItem], scale: Double, opacity: Double, in square: CGRect) -> [DisplayItem] {
        guard opacity > 0, scale > 0 else { return [] }
        let scaling = AffineTransform(a: scale, b: 0, c: 0, d: scale,
                                      tx: Double(square.midX) * (1 - scale), ty: Double(square.midY) * (1 - scale))
        return [.group(GroupDrawing(transform: scaling, opacity: min(opacity, 1), items: items))]
    }

    /// The glyph alone, or an enclosure and its inner glyph: knocked out of a filled enclosure in
    /// monochrome, over a tertiary-strength enclosure in hierarchical mode, in the secondary colour
    /// under the glyph in the palette mode. A palette symbol drawn as one glyph is in the primary
    /// colour, or in the secondary when it is filled (a filled symbol's body is its second layer,
    /// its mark knocked out of it).
    private func layers(of design: SymbolTable.Design, in rect: CGRect, color: RGBAColor) -> [DisplayItem] {
        if let secondaryColor {
            guard let layers = design.layers else {
                return [SymbolMetrics.glyphDrawing(design.glyph!, in: rect, color: name.hasSuffix(".fill") ? secondaryColor : color)]
            }
            return [SymbolMetrics.glyphDrawing(layers.enclosure, in: rect, color: secondaryColor),
                    SymbolMetrics.glyphDrawing(layers.inner, in: innerRect(in: rect), color: color)]
        }
        let hierarchical = mode == .hierarchical
        guard let layers = design.layers, hierarchical || design.glyph == nil else {
            return [SymbolMetrics.glyphDrawing(design.glyph ?? design.layers!.inner, in: rect, color: color)]
        }
        var enclosureColor = color
        if hierarchical { enclosureColor.alpha *= 0.3 }
        let enclosure = SymbolMetrics.glyphDrawing(layers.enclosure, in: rect, color: enclosureColor)
        let inner = SymbolMetrics.glyphDrawing(layers.inner, in: innerRect(in: rect), color: color)
        guard layers.isFilled, !hierarchical else { return [enclosure, inner] }
        return [.group(GroupDrawing(items: [enclosure, .group(GroupDrawing(items: [inner], blendMode: .destinationOut))],
                                    isolated: true))]
    }

    /// Where an enclosed glyph is drawn in its enclosure's `rect`.
    private func innerRect(in rect: CGRect) -> CGRect {
        let side = rect.width * SymbolTable.innerScale
        return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    /// A dashed rounded box with a question mark: visibly not the symbol that was asked for.
    private func placeholder(in rect: CGRect, color: RGBAColor) -> [DisplayItem] {
        let inset = rect.insetBy(dx: rect.width * 0.08, dy: rect.width * 0.08)
        let line = max(1, Double(rect.width) / 14)
        let box = ShapeDrawing(path: .roundedRect(inset, cornerRadius: Double(inset.width) * 0.2, style: .continuous),
                               paint: .color(color),
                               stroke: StrokeParameters(lineWidth: line, lineCap: .round, lineJoin: .round, miterLimit: 10,
                                                        dash: [line * 2, line * 1.5], dashPhase: 0))
        let mark = rect.insetBy(dx: rect.width * 0.22, dy: rect.width * 0.22)
        return [.shape(box), SymbolMetrics.glyphDrawing(SymbolTable.questionMark, in: mark, color: color)]
    }
}
