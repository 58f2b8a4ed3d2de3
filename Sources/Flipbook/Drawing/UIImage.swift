import FlipbookDisplayList
import FlipbookImage
import Foundation

/// A stand-in for UIKit's `UIImage` (absent on Linux), so that code that loads images as UIKit
/// does — `UIImage(named:)`, `UIImage(data:)`, `UIImage(contentsOfFile:)`, `UIImage(systemName:)`
/// — and shows them with `Image(uiImage:)` ports unchanged. Its `size` is in points: pixels ÷ `scale`.
///
/// A named image is looked up as `Image(_:bundle:)` looks it up, and `size` and `scale` are those
/// of the file an iPhone's 3x screen loads in the light appearance (or the one asked for);
/// `Image(uiImage:)` then draws it as `Image(_:bundle:)` does (the file for the render's scale
/// and colour scheme).
/// A symbol image's `size` is an estimate (Flipbook's square symbol frame for `.body`, 19.55 pt).
///
/// Partial: PNG and JPEG only; `UIImage(data:)` and `UIImage(contentsOfFile:)` return nil for HEIC, GIF and other formats, as UIKit does for data it cannot decode.
public final class UIImage: Hashable, Sendable {
    /// What the image draws.
    enum Content: Hashable, Sendable {
        /// Decoded pixels and their pixels per point.
        case pixels(ImagePixels)
        /// The named image `name` of `bundle` (nil: the main bundle).
        case named(String, bundle: Bundle?)
        /// The SF Symbol `name`.
        case symbol(String)
    }

    let content: Content
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point: 2 or 3 for a file named `…@2x` / `…@3x` or an image set's 2x / 3x
    /// entry, 3 for a symbol (an iPhone's screen), else 1.
    public let scale: CGFloat

    private init(content: Content, size: CGSize, scale: CGFloat) {
        self.content = content
        self.size = size
        self.scale = scale
    }

    /// An image with no pixels: its size is zero and `Image(uiImage:)` draws nothing.
    public convenience init() {
        self.init(content: .pixels(ImagePixels(bitmap: Bitmap(width: 0, height: 0, straightRGBA: [])!, scale: 1)),
                  size: .zero, scale: 1)
    }

    /// The image decoded from PNG or JPEG `data`, with `scale` pixels per point; nil for data
    /// Flipbook cannot decode (HEIC and other formats included).
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, let decoded = try? ImageFileDecoder.decode([UInt8](data)) else { return nil }
        self.init(decoded: decoded, scale: scale)
    }

    /// The image decoded from PNG or JPEG `data` at one pixel per point; nil for other data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// The PNG or JPEG file at `path`, at the scale its name gives (`…@2x.png`: 2); nil when the
    /// file is missing or neither.
    public convenience init?(contentsOfFile path: String) {
        guard let decoded = try? ImageFileDecoder.read(contentsOf: path) else { return nil }
        self.init(decoded: decoded, scale: Image.scale(ofFileNamed: path))
    }

    /// The named image `name` of the main bundle (an image set of its asset catalogues, else its
    /// PNG or JPEG resource); nil when there is none or it cannot be decoded.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The named image `name` of `bundle` (nil: the main bundle) in the appearance of
    /// `traitCollection` (nil: light); nil when there is none or it cannot be decoded.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        var iPhone = EnvironmentValues()
        iPhone.displayScale = 3
        iPhone.colorScheme = traitCollection?.userInterfaceStyle == .dark ? .dark : .light
        guard case .success(let file) = Image(name, bundle: bundle).file(in: iPhone),
              let decoded = try? ImageFileDecoder.read(contentsOf: file.path) else { return nil }
        self.init(content: .named(name, bundle: bundle), size: Self.size(of: decoded, scale: file.scale), scale: file.scale)
    }

    /// The SF Symbol `name`, drawn with Flipbook's stand-in glyph as `Image(systemName:)` draws it.
    /// Never nil: Flipbook cannot tell an SF Symbol name from another (an unknown one draws a
    /// dashed box, with a warning, as `Image(systemName:)` does).
    public convenience init?(systemName name: String) {
        let side = SymbolMetrics.side(font: .body, scale: .medium)
        self.init(content: .symbol(name), size: CGSize(width: side, height: side), scale: 3)
    }

    private convenience init(decoded: RGBAImage, scale: CGFloat) {
        let bitmap = Bitmap(width: decoded.width, height: decoded.height, straightRGBA: decoded.pixels)!
        self.init(content: .pixels(ImagePixels(bitmap: bitmap, scale: scale)), size: Self.size(of: decoded, scale: scale), scale: scale)
    }

    private static func size(of image: RGBAImage, scale: CGFloat) -> CGSize {
        CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a.content == b.content && a.scale == b.scale }

    public func hash(into hasher: inout Hasher) { hasher.combine(content) }
}

/// Decoded pixels and how many of them make a point.
struct ImagePixels: Hashable, Sendable {
    let bitmap: Bitmap
    let scale: CGFloat

    /// The size in points.
    var size: CGSize { CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale) }
}

extension Image {
    /// The view that shows `uiImage`: its pixels, or the named image or symbol it was made from.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .named(let name, let bundle): self.init(name, bundle: bundle)
        case .symbol(let name): self.init(systemName: name)
        case .pixels(let pixels): self.init(pixels: pixels)
        }
    }
}
