import FlipbookDisplayList

/// A run of text, measured and wrapped by pango with Flipbook's pinned fonts.
///
///     Text("Hello").font(.largeTitle)
public struct Text: View, Equatable, Sendable {
    var content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    var gradient: TextGradient?

    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.color = style.resolvedColor(in: EnvironmentValues())
        t.gradient = (style as? any GradientShapeStyle).map(TextGradient.init)
        return t
    }

    public typealias Body = Never
}

extension Text: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        let environment = context.environment
        var resolvedFont = font ?? environment.font ?? .body
        if let weight { resolvedFont = resolvedFont.weight(weight) }
        if isItalic { resolvedFont = resolvedFont.italic() }
        let spec = TextLayoutSpec(string: content, font: resolvedFont.spec, width: nil,
                                  alignment: environment.multilineTextAlignment.lineAlignment,
                                  lineLimit: environment.lineLimit, truncation: environment.truncationMode.truncation,
                                  lineSpacing: Double(environment.lineSpacing))
        let gradient = color == nil ? environment.foregroundGradient.map(TextGradient.init) : self.gradient
        return [TextElement(spec: spec, color: color ?? environment.foregroundColor, gradient: gradient,
                            colorSource: color == nil ? environment.foregroundTransaction : nil,
                            measurer: context.graph.textMeasurer, context: context)]
    }
}

/// Text as laid out and drawn: measured at the proposed width, wrapped only
/// when narrower than its one-line ideal width.
final class TextElement: LeafElement {
    let spec: TextLayoutSpec
    private let measurer: any TextMeasuring
    private let baseColor: Color
    private let gradient: TextGradient?
    private let colorSource: TransactionCarrier?
    private let color: AnimatedAttribute<Color.Resolved.AnimatableData>
    private lazy var ideal: TextMetrics = measurer.measure(spec)
    /// Points per device pixel (text spacing rounds to whole pixels).
    private let pixelLength: CGFloat

    init(spec: TextLayoutSpec, color: Color, gradient: TextGradient? = nil, colorSource: TransactionCarrier?,
         measurer: any TextMeasuring, context: ResolveContext) {
        self.spec = spec
        self.gradient = gradient
        self.colorSource = colorSource
        self.measurer = measurer
        baseColor = color
        self.color = AnimatedAttribute(key: "color", target: color.resolved.animatableData)
        pixelLength = 1 / context.graph.pixelScale
        super.init(context: context)
    }

    private func metrics(width: CGFloat?) -> TextMetrics {
        guard let width, width.isFinite, width < ideal.size.width else { return ideal }
        var wrapped = spec
        wrapped.width = max(0, Double(width))
        return measurer.measure(wrapped)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { metrics(width: proposal.width).size }
    override var debugName: String { "Text(\"\(spec.string)\")" }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return metrics(width: size.width).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return metrics(width: size.width).lastBaseline }
        return nil
    }

    /// SwiftUI's text spacing: from text above, the font's leading; from a plain view above,
    /// the descent plus a tenth of the line height; to a plain view below, enough for a line
    /// below the cap height (and at least that tenth plus the descent).
    override var spacing: ViewSpacing {
        let font = measurer.lineMetrics(for: spec.font)
        let (ascent, descent, pixel) = (CGFloat(font.ascent), CGFloat(font.descent), pixelLength)
        let lineHeight = ascent + descent
        let textSpacing = (0.1 * lineHeight / pixel).rounded(.up) * pixel
        let lineSpacing = lineHeight + textSpacing
        let line = ViewSpacing.TextLineMetrics(ascent: ascent, descent: descent, leading: CGFloat(font.leading), pixelLength: pixel)
        typealias Key = ViewSpacing.Key
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .lowerText(line),
            Key(category: .textToText, edge: .bottom): .upperText(line),
            Key(category: .textBaseline, edge: .top): .distance(-CGFloat(ideal.firstBaseline)),
            Key(category: .textBaseline, edge: .bottom): .distance(CGFloat(ideal.lastBaseline) - ideal.size.height),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - ascent),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(lineSpacing - CGFloat(font.capHeight), textSpacing + descent)),
        ])
    }

    override func detectContentChanges(_ update: UpdateContext) -> Bool { color.detect(in: state, update) }
    override func commitContent(_ transaction: Transaction, _ update: UpdateContext) {
        color.commit(in: state, colorSource?.transaction ?? transaction, update)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var layout = spec
        if frame.width < ideal.size.width { layout.width = Double(frame.width) }
        let frame = presentedFrame(at: time)
        guard let gradient else {
            let paint = color.presentedColor(in: state, at: time) ?? baseColor
            items.append(.text(TextDrawing(layout: layout, origin: frame.origin, color: paint.rgba)))
            return
        }
        // The gradient fills the text's frame, shown only through the glyphs.
        let glyphs = DisplayItem.text(TextDrawing(layout: layout, origin: frame.origin, color: Color.white.rgba))
        items.append(.group(GroupDrawing(items: [.shape(ShapeDrawing(path: .rect(frame), paint: gradient.paint(frame)))],
                                         mask: [glyphs])))
    }
}

/// A gradient foreground for text, compared by the paint it gives.
struct TextGradient: Equatable, @unchecked Sendable {
    let paint: (CGRect) -> Paint

    init(_ style: any GradientShapeStyle) { paint = style.paint(in:) }

    static func == (lhs: TextGradient, rhs: TextGradient) -> Bool {
        let frames = [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 3, y: 5, width: 7, height: 2)]
        return frames.allSatisfy { lhs.paint($0) == rhs.paint($0) }
    }
}
