import FlipbookDisplayList

/// A shape style that tiles a PNG image: `sourceRect` (in unit coordinates of the image) is the
/// part that repeats, drawn `scale` times its size in points, from the top-leading corner of the
/// shape's frame. A symbol image, or a tile under a point wide or tall, fails the render with an
/// error naming the image.
///
///     Rectangle().fill(ImagePaint(image: Image("checker"), scale: 0.5))
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// `image` tiled: `.fill(.image(Image("brick"), scale: 0.5))`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension ImagePaint {
    /// The element of `shape` filled (or stroked with `stroke`) with this paint; none, and an
    /// error reported, when the image cannot tile; none, with a warning, for a named image no
    /// catalogue has (as `Image` draws it: nothing, as iOS does).
    @MainActor func element<S: Shape>(shape: S, fillStyle: FillStyle, stroke: StrokeStyle?, context: ResolveContext) -> [Element] {
        let name = "ImagePaint(image: \(image.source))"
        guard image.systemName == nil else {
            context.graph.report(.invalidSize(view: name, detail: "tiles PNG images only; draw a symbol with Image(systemName:) instead"))
            return []
        }
        switch image.pixels(in: context.environment, images: context.graph.images) {
        case .success(let pixels):
            let full = CGSize(width: pixels.size.width * scale, height: pixels.size.height * scale)
            let tile = CGSize(width: full.width * sourceRect.width, height: full.height * sourceRect.height)
            guard tile.width >= 1, tile.height >= 1, tile.width.isFinite, tile.height.isFinite else {
                context.graph.report(.invalidSize(view: name, detail: "its tile is \(tile.width)×\(tile.height) points; give a scale and source rectangle that make it at least 1×1"))
                return []
            }
            return [ImagePaintElement(shape: shape, bitmap: pixels.bitmap, imageSize: full, sourceRect: sourceRect, tile: tile,
                                      interpolation: image.drawingInterpolation, fillStyle: fillStyle, stroke: stroke, context: context)]
        case .failure(.asset(let problem)):
            context.graph.warn("\(name): \(problem.message)")
            return []
        case .failure(let problem):
            context.graph.report(.invalidSize(view: name, detail: problem.message))
            return []
        }
    }
}

/// A shape filled or stroked with a tiled image: the tiles covering its frame, clipped to the
/// shape (or masked by its stroke).
final class ImagePaintElement<S: Shape>: StyledShapeElement<S> {
    private let bitmap: Bitmap
    /// The whole image's size in points, and the size of the part that repeats.
    private let imageSize: CGSize
    private let sourceRect: CGRect
    private let tile: CGSize
    private let interpolation: ImageDrawing.Interpolation
    private let fillStyle: FillStyle
    private let stroke: StrokeStyle?

    init(shape: S, bitmap: Bitmap, imageSize: CGSize, sourceRect: CGRect, tile: CGSize, interpolation: ImageDrawing.Interpolation,
         fillStyle: FillStyle, stroke: StrokeStyle?, context: ResolveContext) {
        self.bitmap = bitmap
        self.imageSize = imageSize
        self.sourceRect = sourceRect
        self.tile = tile
        self.interpolation = interpolation
        self.fillStyle = fillStyle
        self.stroke = stroke
        super.init(shape: shape, context: context)
    }

    override var debugName: String { "ImagePaint \(String(describing: S.self))" }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let (frame, path) = presentedPath(at: time)
        // A stroke reaches half its width outside the frame.
        let reach = (stroke?.lineWidth ?? 0) / 2
        let covered = frame.insetBy(dx: -reach, dy: -reach)
        let isWhole = sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1)
        var tiles: [DisplayItem] = []
        var row = ((covered.minY - frame.minY) / tile.height).rounded(.down)
        while frame.minY + row * tile.height < covered.maxY {
            var column = ((covered.minX - frame.minX) / tile.width).rounded(.down)
            while frame.minX + column * tile.width < covered.maxX {
                let cell = CGRect(x: frame.minX + column * tile.width, y: frame.minY + row * tile.height, width: tile.width, height: tile.height)
                let image = DisplayItem.image(ImageDrawing(
                    bitmap: bitmap, rect: CGRect(x: cell.minX - sourceRect.minX * imageSize.width, y: cell.minY - sourceRect.minY * imageSize.height,
                                                 width: imageSize.width, height: imageSize.height),
                    interpolation: interpolation))
                tiles.append(isWhole ? image : .group(GroupDrawing(clip: PathData.rect(cell), items: [image])))
                column += 1
            }
            row += 1
        }
        if let stroke {
            let mask = DisplayItem.shape(ShapeDrawing(path: path, paint: .color(RGBAColor(red: 0, green: 0, blue: 0)), stroke: stroke.parameters))
            items.append(.group(GroupDrawing(items: tiles, mask: [mask])))
        } else {
            items.append(.group(GroupDrawing(clip: path, clipRule: fillStyle.isEOFilled ? .evenOdd : .nonZero, items: tiles)))
        }
    }
}
