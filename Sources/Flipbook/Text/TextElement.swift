import FlipbookDisplayList

/// Text as laid out and drawn: measured at the proposed width, wrapped only when its glyphs do
/// not fit on one line. Like SwiftUI's, its size is the glyphs' box rounded up to whole pixels,
/// so a proposal a fraction of a pixel short of that size (a frame springing to the text's size)
/// still fits the glyphs on one line. Text showing a live date (a timer) is
/// laid out as it reads at the last update and drawn as it reads at each frame.
final class TextElement: LeafElement {
    let spec: TextLayoutSpec
    /// The layout at a scene time, for text that changes with the clock.
    private let live: ((Double) -> TextLayoutSpec)?
    private let measurer: any TextMeasuring
    private let gradient: TextGradient?
    private let color: LeafColor
    private lazy var ideal: TextMetrics = measurements.metrics(width: spec.width, lineLimit: spec.lineLimit)
    /// How small the text may shrink to fit its line (`minimumScaleFactor`; 1 never shrinks).
    private let minimumScale: Double
    /// Points per device pixel (text spacing rounds to whole pixels).
    private let pixelLength: CGFloat
    /// Device pixels per point (the reported size rounds up to whole pixels).
    private let pixelScale: CGFloat
    /// Whether the text draws as placeholder bars (`redacted(reason: .placeholder)`).
    private let isRedacted: Bool
    private let contentTransition: ContentTransition
    /// Whether the string holds a line break (then it never stays on one line).
    private let hasNewline: Bool
    /// The text's changes so far, and the one its `content` animation plays.
    private let changes: TextChanges
    /// The number of changes, animated: between two whole numbers while a change plays.
    private let content: AnimatedAttribute<Double>
    /// The lines of space the text takes at least (`lineLimit(2, reservesSpace: true)`).
    private let reservedLines: Int
    /// The renderer drawing the text in place of its usual drawing (`textRenderer(_:)`).
    private let rendered: RenderedText?
    /// The height of `reservedLines` lines in the text's font, its line spacing between them (0
    /// for one line).
    private lazy var reservedHeight: CGFloat = {
        guard reservedLines > 1 else { return 0 }
        var line = spec
        line.string = "X"
        line.spans = []
        line.width = nil
        line.lineLimit = 1
        let lines = CGFloat(reservedLines)
        return reported(CGSize(width: 0, height: measurer.measure(line).size.height * lines + spec.lineSpacing * (lines - 1))).height
    }()

    init(spec: TextLayoutSpec, color: Color, gradient: TextGradient? = nil, colorSource: TransactionCarrier?,
         live: ((Double) -> TextLayoutSpec)? = nil, measurer: any TextMeasuring, attributes: [TextAttributeRange] = [],
         context: ResolveContext) {
        self.spec = spec
        self.live = live
        self.gradient = gradient
        self.measurer = measurer
        self.color = LeafColor(color, source: colorSource)
        pixelScale = context.graph.pixelScale
        pixelLength = 1 / pixelScale
        minimumScale = min(max(Double(context.environment.minimumScaleFactor), 0.01), 1)
        isRedacted = context.environment.isPlaceholderRedacted
        contentTransition = context.environment.contentTransition
        hasNewline = Self.hasNewline(spec.string)
        let state = context.persistentState
        changes = TextChanges.record(spec, transition: contentTransition, in: state)
        content = AnimatedAttribute(key: "content", target: Double(changes.count), initial: 0)
        reservedLines = min(context.environment.reservedLines, 1_000)
        rendered = context.environment.textRenderer.map {
            RenderedText(renderer: $0, attributes: attributes, environment: context.environment, graph: context.graph)
        }
        super.init(context: context, state: state)
    }

    /// Whether `string` holds a line break: its bytes read when they are all ASCII (most text),
    /// its characters otherwise.
    private static func hasNewline(_ string: String) -> Bool {
        var isASCII = true
        for byte in string.utf8 {
            if (0x0A...0x0D).contains(byte) { return true }
            if byte >= 0x80 { isASCII = false }
        }
        return !isASCII && string.contains(where: \.isNewline)
    }

    /// The text's measurements at the widths and line limits its layouts ask about, found in the
    /// measurer once (like `ideal`, they depend on the text only, so they outlive a layout).
    private var measurementsFound: TextMeasurements?
    private var measurements: TextMeasurements {
        if let measurementsFound { return measurementsFound }
        let found = measurer.measurements(of: spec)
        measurementsFound = found
        return found
    }

    /// The text wrapped at `width` (nil: unwrapped) and cut to `lineLimit` lines (nil: all).
    private func measured(wrappedAt width: CGFloat?, lineLimit: Int?) -> TextMetrics {
        guard let width else { return measurements.metrics(width: nil, lineLimit: lineLimit) }
        guard minimumScale < 1, spec.lineLimit == 1 else {
            return measurements.metrics(width: max(0, Double(width)), lineLimit: lineLimit)
        }
        // Shrunk to fit (see `fitted`): a font size of its own.
        var layout = fitted(spec, width: width)
        layout.lineLimit = lineLimit
        return measurer.measure(layout)
    }

    private func metrics(width: CGFloat?) -> TextMetrics {
        guard let width, wraps(at: width) else { return ideal }
        return measured(wrappedAt: width, lineLimit: spec.lineLimit)
    }

    private func wraps(at width: CGFloat) -> Bool { width.isFinite && width < ideal.size.width }

    /// The text laid out for a proposal, as SwiftUI's text fits itself: wrapped when narrower than
    /// its one line, then cut to the lines the proposed height holds (at least one, the last
    /// truncated) instead of growing taller than it was offered.
    ///
    /// A text whose lines are all as tall as its one-line cut and that is offered less height than
    /// that is cut to one line without being laid out whole (it would be taller still).
    private func shape(width: CGFloat?, height: CGFloat?) -> TextShape {
        var wrapWidth: CGFloat?
        if let width, wraps(at: width) { wrapWidth = width }
        guard let height, height.isFinite, wrapWidth != nil || hasNewline else {
            return TextShape(lines: nil, metrics: metrics(width: width))
        }
        if minimumScale == 1, measurements.hasUniformLineHeight {
            let single = measured(wrappedAt: wrapWidth, lineLimit: 1)
            if single.size.height > height { return TextShape(lines: 1, metrics: single) }
        }
        let full = metrics(width: width)
        guard full.size.height > height else { return TextShape(lines: nil, metrics: full) }
        return linesFitting(wrappedAt: wrapWidth, height: height)
    }

    /// The most lines of the text wrapped at `width` whose glyphs fit `height`, and their metrics:
    /// at least one.
    private func linesFitting(wrappedAt width: CGFloat?, height: CGFloat) -> TextShape {
        let single = measured(wrappedAt: width, lineLimit: 1)
        let estimate = single.size.height > 0 ? (height / single.size.height).rounded(.down) : 0
        var count = min(Int(min(max(estimate, 1), 100_000)), spec.lineLimit ?? .max)
        while count > 1 {
            let metrics = measured(wrappedAt: width, lineLimit: count)
            if metrics.size.height <= height { return TextShape(lines: count, metrics: metrics) }
            count -= 1
        }
        return TextShape(lines: 1, metrics: single)
    }

    /// The font scales at which the text fits each width asked (see `fittingScale`). Unchecked for
    /// overlapping access (every layout pass checks it to drop it): only `fittingScale` and
    /// `dropLayoutCache` reach it, with no access open while the text is measured.
    @exclusivity(unchecked) private var fittingScales: [(width: CGFloat, scale: Double)] = []

    /// `layout` laid out `width` wide: wrapped, or, if it may shrink and is limited to one line,
    /// shrunk first (see `fittingScale`).
    private func fitted(_ layout: TextLayoutSpec, width: CGFloat) -> TextLayoutSpec {
        var fitted = layout
        fitted.width = max(0, Double(width))
        guard minimumScale < 1, layout.lineLimit == 1 else { return fitted }
        let scale = fittingScale(width: width)
        fitted.font.size *= scale
        for index in fitted.spans.indices { fitted.spans[index].font.size *= scale }
        return fitted
    }

    /// The largest scale of the font, down to the minimum scale factor, at which the text fits
    /// `width` on one line: the width's share of the ideal width, then a hundredth less at a time
    /// while the measured line is still wider. Below the minimum, the text is truncated as usual.
    private func fittingScale(width: CGFloat) -> Double {
        if let entry = fittingScales.first(where: { $0.width == width }) { return entry.scale }
        var scale = max(minimumScale, Double(width / ideal.size.width))
        while scale > minimumScale {
            var line = spec
            line.font.size *= scale
            for index in line.spans.indices { line.spans[index].font.size *= scale }
            if measurer.measure(line).size.width <= width { break }
            scale = max(minimumScale, scale - 0.01)
        }
        if fittingScales.count >= 8 { fittingScales.removeFirst() }
        fittingScales.append((width, scale))
        return scale
    }

    override func dropLayoutCache() {
        super.dropLayoutCache()
        if !fittingScales.isEmpty { fittingScales.removeAll(keepingCapacity: true) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let rendered else { return ownSize(proposal) }
        return rendered.renderer.sizeThatFits(proposal, TextProxy(measure: ownSize))
    }

    /// The text's size for `proposal` as it lays itself out.
    private func ownSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = reported(shape(width: proposal.width, height: proposal.height).metrics.size)
        return CGSize(width: size.width, height: max(size.height, reservedHeight))
    }

    /// The size SwiftUI gives a text whose glyphs take `size`: each side rounded up to whole pixels.
    private func reported(_ size: CGSize) -> CGSize {
        // A side already on the pixel grid stays (a product like 20 × 3 may come out a hair above 60).
        func up(_ length: CGFloat) -> CGFloat { ((length * pixelScale - 1e-9).rounded(.up) / pixelScale) }
        return CGSize(width: up(size.width), height: up(size.height))
    }
    /// The baselines SwiftUI reports for `metrics`: the first on the nearest pixel, the last moved
    /// by as much and then rounded up to a pixel (its metrics cache rounds them so).
    private func baselines(_ metrics: TextMetrics) -> (first: CGFloat, last: CGFloat) {
        let first = (CGFloat(metrics.firstBaseline) * pixelScale).rounded() / pixelScale
        let last = CGFloat(metrics.lastBaseline) + first - CGFloat(metrics.firstBaseline)
        return (first, ((last * pixelScale - 1e-9).rounded(.up)) / pixelScale)
    }

    override var debugName: String { "Text(\"\(spec.string)\")" }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return baselines(shape(width: size.width, height: size.height).metrics).first }
        if key == VerticalAlignment.lastTextBaseline.key { return baselines(shape(width: size.width, height: size.height).metrics).last }
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
            Key(category: .textBaseline, edge: .top): .distance(-baselines(ideal).first),
            Key(category: .textBaseline, edge: .bottom): .distance(baselines(ideal).last - reported(ideal.size).height),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - ascent),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(lineSpacing - CGFloat(font.capHeight), textSpacing + descent)),
        ])
    }

    override var isAnimatingItself: Bool? { live != nil ? true : super.isAnimatingItself }

    override func detectContentChanges(_ update: UpdateContext) -> Bool {
        let colorChanged = color.detect(in: state, update)
        return content.detect(in: state, update) || colorChanged || rendererChanged
    }
    override func commitContent(_ transaction: Transaction, _ update: UpdateContext) {
        color.commit(in: state, transaction, update)
        content.commit(in: state, transaction, update)
        state[Self.rendererKey] = rendered?.renderer
    }

    private static var rendererKey: PersistentKey<AnyTextRenderer> { "textRenderer" }

    /// Whether the text's renderer is not the one it drew with last.
    private var rendererChanged: Bool {
        switch (state[Self.rendererKey], rendered?.renderer) {
        case (nil, nil): false
        case let (last?, now?): !now.isSame(as: last)
        default: true
        }
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var layout = live?(time) ?? spec
        if frame.width < ideal.size.width { layout = fitted(layout, width: frame.width) }
        if let lines = shape(width: frame.width, height: frame.height).lines { layout.lineLimit = lines }
        let frame = presentedFrame(at: time)
        if isRedacted {
            let font = measurer.lineMetrics(for: spec.font)
            let bars = PlaceholderShapes.textBars(in: frame, idealWidth: ideal.size.width,
                                                  lineHeight: CGFloat(font.ascent + font.descent + font.leading + spec.lineSpacing),
                                                  fontSize: CGFloat(spec.font.size), alignment: spec.alignment)
            items += PlaceholderShapes.draw(bars: bars, color: color.presented(in: state, at: time))
            return
        }
        if let rendered {
            items += rendered.items(layout, color: color.presented(in: state, at: time), frame: frame, measurer: measurer)
            return
        }
        guard let gradient else {
            let paint = color.presented(in: state, at: time)
            if let playing = content.animated(in: state, at: time), let previous = changes.previous {
                let progress = playing - Double(changes.count - 1)
                items += drawChange(from: previous, to: layout, progress: progress, presented: frame, color: paint)
                return
            }
            items.append(.text(TextDrawing(layout: layout, origin: frame.origin, color: paint)))
            return
        }
        // The gradient fills the text's frame, shown only through the glyphs.
        let glyphs = DisplayItem.text(TextDrawing(layout: layout, origin: frame.origin, color: Color.white.rgba))
        items.append(.group(GroupDrawing(items: [.shape(ShapeDrawing(path: .rect(frame), paint: gradient.paint(frame)))],
                                         mask: [glyphs])))
    }
}

extension TextElement {
    /// The text changing from `previous` to `layout` at `progress` (0 → 1), as its content
    /// transition draws it: numeric text rolls its characters (one line of text without coloured
    /// spans; other text cross-fades), the others cross-fade.
    private func drawChange(from previous: TextLayoutSpec, to layout: TextLayoutSpec, progress: Double,
                            presented: CGRect, color: RGBAColor) -> [DisplayItem] {
        let origin = presented.origin
        func faded(_ opacity: Double) -> RGBAColor {
            RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * min(max(opacity, 0), 1))
        }
        guard case .numericText = contentTransition.kind, layout.width == nil, previous.width == nil,
              layout.spans.isEmpty, previous.spans.isEmpty, !layout.string.contains("\n"), !previous.string.contains("\n") else {
            return [.text(TextDrawing(layout: previous, origin: origin, color: faded(1 - progress))),
                    .text(TextDrawing(layout: layout, origin: origin, color: faded(progress)))]
        }
        let font = layout.font
        func width(_ string: String) -> Double { Double(measurer.measure(TextLayoutSpec(string: string, font: font)).size.width) }
        let roll = NumericTextRoll(from: previous.string, to: layout.string, progress: progress, countsDown: changes.countsDown,
                                   fontSize: font.size, starts: starts(presented: presented, oldWidth: width(previous.string),
                                                                       newWidth: width(layout.string)), advance: width)
        // Glyphs blurred alike (those leaving, those arriving) share one blurred layer.
        var sharp: [DisplayItem] = []
        var blurred: [(radius: Double, items: [DisplayItem])] = []
        for glyph in roll.glyphs where glyph.opacity > 0 {
            let drawn = DisplayItem.text(TextDrawing(layout: TextLayoutSpec(string: String(glyph.character), font: font),
                                                     origin: CGPoint(x: origin.x + glyph.x, y: origin.y + glyph.y),
                                                     color: faded(glyph.opacity)))
            if glyph.blurRadius <= 0 {
                sharp.append(drawn)
            } else if let index = blurred.firstIndex(where: { $0.radius == glyph.blurRadius }) {
                blurred[index].items.append(drawn)
            } else {
                blurred.append((glyph.blurRadius, [drawn]))
            }
        }
        return sharp + blurred.map { layer in
            .group(GroupDrawing(items: layer.items, effects: [.blur(sigma: gaussianSigma(radius: layer.radius), opaque: false)]))
        }
    }
}

extension TextElement {
    /// Where the old and the new text start, from the origin of the frame `presented` while it
    /// animates from the old text's width to the new one's: the point of the frame that stays put
    /// (its leading edge, centre or trailing edge, as the text is aligned in its parent) keeps each
    /// text where it was laid out, so the old characters do not drift as the frame grows.
    fileprivate func starts(presented: CGRect, oldWidth: Double, newWidth: Double) -> (old: Double, new: Double) {
        let growing = Double(presented.width - frame.width)
        guard abs(growing) > 1e-9 else { return (0, 0) }
        let anchor = min(max(Double(frame.minX - presented.minX) / growing, 0), 1)
        return (anchor * (Double(presented.width) - oldWidth), anchor * (Double(presented.width) - newWidth))
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

/// A text as laid out for one proposal: the lines it keeps (nil: all) and their metrics.
private struct TextShape {
    let lines: Int?
    let metrics: TextMetrics
}
