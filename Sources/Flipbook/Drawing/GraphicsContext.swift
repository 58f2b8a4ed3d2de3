import FlipbookDisplayList

/// The drawing context a `Canvas` renderer draws with: paths, text and nested layers under the
/// context's transform, clip, opacity and blend mode. Copies draw into the same canvas with
/// their own state, as in SwiftUI.
@MainActor
public struct GraphicsContext {
    /// How a drawing combines with what the canvas already holds.
    public struct BlendMode: Hashable, Sendable {
        let mode: Flipbook.BlendMode
        public static let normal = BlendMode(mode: .normal)
        public static let multiply = BlendMode(mode: .multiply)
        public static let screen = BlendMode(mode: .screen)
        public static let overlay = BlendMode(mode: .overlay)
        public static let darken = BlendMode(mode: .darken)
        public static let lighten = BlendMode(mode: .lighten)
        public static let colorDodge = BlendMode(mode: .colorDodge)
        public static let colorBurn = BlendMode(mode: .colorBurn)
        public static let softLight = BlendMode(mode: .softLight)
        public static let hardLight = BlendMode(mode: .hardLight)
        public static let difference = BlendMode(mode: .difference)
        public static let exclusion = BlendMode(mode: .exclusion)
        public static let hue = BlendMode(mode: .hue)
        public static let saturation = BlendMode(mode: .saturation)
        public static let color = BlendMode(mode: .color)
        public static let luminosity = BlendMode(mode: .luminosity)
        public static let sourceAtop = BlendMode(mode: .sourceAtop)
        public static let destinationOver = BlendMode(mode: .destinationOver)
        public static let destinationOut = BlendMode(mode: .destinationOut)
        public static let plusLighter = BlendMode(mode: .plusLighter)
    }

    /// Opacity multiplied into everything drawn (clamped to 0…1 when drawing).
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// Maps the context's coordinates to the canvas's (points, origin top-left).
    public var transform: CGAffineTransform = .identity
    /// Clip paths in canvas coordinates; drawings show inside all of them.
    private var clips: [(path: PathData, rule: FillRule)] = []
    /// Pixel passes from `addFilter(_:)`, in order.
    var filters: [LayerEffect] = []
    let canvas: CanvasRecording
    /// The environment of the canvas (the foreground style, fonts for text).
    let environment: EnvironmentValues

    init(canvas: CanvasRecording, environment: EnvironmentValues) {
        self.canvas = canvas
        self.environment = environment
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Restricts later drawing to the inside of `path` (in the current coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append((path.data.transformed(by: transform), style.isEOFilled ? .evenOdd : .nonZero))
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.shape(ShapeDrawing(path: path.data, paint: shading.paint(in: environment),
                                   fillRule: style.isEOFilled ? .evenOdd : .nonZero)))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.shape(ShapeDrawing(path: path.data, paint: shading.paint(in: environment), stroke: style.parameters)))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` (a unit point of the text's box) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let spec = text.layoutSpec(in: environment)
        let size = canvas.measurer.measure(spec).size
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record(.text(TextDrawing(layout: spec, origin: origin, color: text.resolvedColor(in: environment).rgba)))
    }

    /// Draws `text` wrapped to the width of `rect`, from its top-left corner.
    public func draw(_ text: Text, in rect: CGRect) {
        var spec = text.layoutSpec(in: environment)
        spec.width = Double(max(rect.width, 0))
        record(.text(TextDrawing(layout: spec, origin: rect.origin, color: text.resolvedColor(in: environment).rgba)))
    }

    /// Draws `image` scaled to fill `rect` (a template image in the foreground colour). A named
    /// image no catalogue has draws nothing with a warning, as `Image` does; an unreadable file
    /// fails the render with a message naming it.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        switch image.pixels(in: environment, images: canvas.images) {
        case .success(let pixels):
            let tint = image.renderingMode == .template ? environment.foregroundColor.rgba : nil
            record(.image(ImageDrawing(bitmap: pixels.bitmap, rect: rect, interpolation: image.drawingInterpolation, tint: tint)))
        case .failure(.asset(let problem)):
            canvas.warnings.append("Canvas: \(image.source): \(problem.message)")
        case .failure(let problem):
            canvas.problems.append("Canvas: \(image.source): \(problem.message)")
        }
    }

    /// Draws `image` at its own size with its `anchor` (a unit point of the image) at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        guard case .success(let pixels) = image.pixels(in: environment, images: canvas.images) else { return draw(image, in: .zero) }
        let size = pixels.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                               width: size.width, height: size.height))
    }

    /// Draws what `content` draws (starting from this context's transform, with no clip, full
    /// opacity and normal blending) as one layer, composited with this context's clip, opacity and blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let recording = CanvasRecording(measurer: canvas.measurer, images: canvas.images, symbols: canvas.symbols)
        var layer = GraphicsContext(canvas: recording, environment: environment)
        layer.transform = transform
        try content(&layer)
        record(.group(GroupDrawing(items: layer.canvas.items, isolated: true)), transformed: false)
    }

    /// Appends `item` under the state: the transform innermost, then filters, then opacity and
    /// blend, then clips.
    func record(_ item: DisplayItem, transformed: Bool = true) {
        var item = item
        if transformed && !transform.isIdentity {
            item = .group(GroupDrawing(transform: transform.displayTransform, items: [item]))
        }
        if !filters.isEmpty {
            item = .group(GroupDrawing(items: [item], effects: filters))
        }
        let clamped = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        if clamped < 1 || blendMode != .normal {
            item = .group(GroupDrawing(opacity: clamped, items: [item], blendMode: blendMode.mode.displayMode))
        }
        for clip in clips.reversed() {
            item = .group(GroupDrawing(clip: clip.path, clipRule: clip.rule, items: [item]))
        }
        canvas.items.append(item)
    }
}

/// What a canvas's contexts have drawn, shared by every copy of a context.
@MainActor
final class CanvasRecording {
    var items: [DisplayItem] = []
    /// What the renderer asked for that could not be drawn (an unreadable image file).
    var problems: [String] = []
    /// What it asked for that draws nothing, as on iOS (a named image no catalogue has).
    var warnings: [String] = []
    let measurer: any TextMeasuring
    /// The graph's decoded images.
    let images: ImageCache
    /// The canvas's `symbols` views by tag, drawn at this frame.
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]

    init(measurer: any TextMeasuring, images: ImageCache, symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]) {
        self.measurer = measurer
        self.images = images
        self.symbols = symbols
    }
}

extension PathData {
    func transformed(by t: CGAffineTransform) -> PathData {
        func map(_ p: CGPoint) -> CGPoint { p.applying(t) }
        return PathData(elements.map { element in
            switch element {
            case .move(let to): .move(to: map(to))
            case .line(let to): .line(to: map(to))
            case .quadCurve(let to, let control): .quadCurve(to: map(to), control: map(control))
            case .curve(let to, let c1, let c2): .curve(to: map(to), control1: map(c1), control2: map(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
