import FlipbookDisplayList
import FlipbookImage

/// An image leaf: its ideal size, or any size when resizable; its frame animates.
final class ImageElement: LeafElement {
    private let image: Image
    private let bitmap: Bitmap
    /// Pixels per point of the file drawn.
    private let scale: CGFloat
    private let tint: RGBAColor?
    /// The colour of the box it draws as a placeholder (`redacted(reason: .placeholder)`), if so.
    private let placeholderColor: RGBAColor?

    init(image: Image, bitmap: Bitmap, scale: CGFloat, tint: RGBAColor?, context: ResolveContext) {
        self.image = image
        self.bitmap = bitmap
        self.scale = scale
        self.tint = tint
        placeholderColor = context.environment.isPlaceholderRedacted ? context.environment.foregroundColor.rgba : nil
        super.init(context: context)
    }

    private var idealSize: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: idealSize) : idealSize
    }

    override var debugName: String { image.source }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        if let placeholderColor {
            items += PlaceholderShapes.draw(box: presentedFrame(at: time), color: placeholderColor)
            return
        }
        items.append(.image(ImageDrawing(bitmap: bitmap, rect: presentedFrame(at: time), interpolation: image.drawingInterpolation,
                                         tint: tint)))
    }
}

extension Image {
    /// The display list's sampling for this image's interpolation quality.
    var drawingInterpolation: ImageDrawing.Interpolation {
        switch interpolationQuality {
        case .none: .none
        case .low: .low
        case .medium: .medium
        case .high: .high
        }
    }
}

/// Decoded image files (PNG or JPEG) by path, kept by a graph for its run: resolving an image again (every body
/// evaluation, every canvas frame) neither reads nor decodes the file again.
@MainActor
final class ImageCache {
    private var bitmaps: [String: Result<Bitmap, ImageError>] = [:]

    func bitmap(at path: String) -> Result<Bitmap, ImageError> {
        if let cached = bitmaps[path] { return cached }
        let result = Result { () throws(ImageError) -> Bitmap in
            let decoded = try ImageFileDecoder.read(contentsOf: path)
            return Bitmap(width: decoded.width, height: decoded.height, straightRGBA: decoded.pixels)!
        }
        bitmaps[path] = result
        return result
    }
}
