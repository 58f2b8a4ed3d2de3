import FlipbookDisplayList
import Foundation

/// A PNG or JPEG image, or a symbol. An image's ideal size is its pixel size divided by its scale
/// (an image set's entry's scale; for a file, 2 or 3 when named `…@2x.png` / `…@3x.jpg`, else 1);
/// `resizable()` makes it take the size offered instead. A symbol (`Image(systemName:)`) is sized
/// by the font, like SF Symbols (see `SymbolMetrics`).
///
/// A missing or unreadable file fails the render with an error naming the view and the file,
/// except a named image missing from its bundle: as iOS draws a missing asset, it draws nothing
/// (and takes no space), with a warning naming it in the render summary.
///
/// `Image(uiImage:)` draws a `UIImage` (see `UIImage`): its decoded pixels at its scale.
///
/// Partial: PNG and JPEG files only (an image set's PDF, SVG or HEIC file is named in a warning).
public struct Image: View, Equatable, Sendable {
    let path: String
    /// How the view was made, for error messages: `Image("name")` or `Image(filePath: "…")`.
    let source: String
    /// The SF Symbol name of a symbol image.
    let systemName: String?
    /// The asset name and bundle of a named image (`Image("name")`), which draws nothing when missing.
    private var asset: Asset?
    /// The decoded pixels of an `Image(uiImage:)`.
    private var pixels: ImagePixels?
    var isResizable = false
    var interpolationQuality: Interpolation = .high
    var renderingMode: TemplateRenderingMode = .original
    var symbolRenderingMode: SymbolRenderingMode?

    /// The PNG or JPEG file at `filePath` (a Flipbook initialiser: Linux has no asset catalogues).
    public init(filePath: String) {
        path = filePath
        source = "Image(filePath: \(filePath.debugDescription))"
        systemName = nil
    }

    /// The SF Symbol `systemName`, drawn with Flipbook's stand-in (a Material Icons glyph; a
    /// dashed box, and a warning in the render summary, for a name it has no stand-in for).
    ///
    /// Partial: Material Icons glyphs stand in for 607 SF Symbol names (and their enclosed forms); they do not follow the font's weight.
    public init(systemName: String) {
        path = ""
        source = "Image(systemName: \(systemName.debugDescription))"
        self.systemName = systemName
    }

    /// The SF Symbol `systemName` showing `variableValue` (0…1): on an iPhone the symbol's layers
    /// past the value are dimmed.
    ///
    /// Partial: Flipbook's stand-in glyphs have one layer, so the whole symbol is drawn whatever the value.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The image set `name` of `bundle`'s asset catalogues (default: the main bundle's, and those
    /// of the package's resource bundles; see `AssetCatalogs`) — the file for the screen's scale
    /// and colour scheme — or else the resource `name` of `bundle`, as UIKit looks up a named image:
    /// a PNG with or without its `.png` extension, a JPEG with its `.jpg` or `.jpeg`.
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        let resources = bundle ?? .main
        if ["jpg", "jpeg"].contains((name as NSString).pathExtension.lowercased()) {
            path = resources.path(forResource: name, ofType: nil) ?? resources.bundlePath + "/" + name
        } else {
            let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
            path = resources.path(forResource: base, ofType: "png") ?? resources.bundlePath + "/" + base + ".png"
        }
        source = "Image(\(name.debugDescription))"
        systemName = nil
        asset = Asset(name: name, bundle: bundle)
    }

    /// The view that draws `pixels` (`Image(uiImage:)`).
    init(pixels: ImagePixels) {
        path = ""
        source = "Image(uiImage:)"
        systemName = nil
        self.pixels = pixels
    }

    /// The same as `init(_:bundle:)` (Flipbook has no accessibility tree).
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// A named image: its name, and the bundle given (nil: the main bundle).
    private struct Asset: Hashable, Sendable {
        let name: String
        let bundle: Bundle?
    }

    /// How pixels are sampled when the image is scaled.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Whether the image shows its own colours or only its shape in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// Makes the image fill the size offered to it (stretching it; pair with `scaledToFit()`).
    public func resizable() -> Image { var copy = self; copy.isResizable = true; return copy }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// `.template` paints the image's alpha in the foreground colour.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode ?? .original
        return copy
    }

    /// How this symbol paints its layers (over the environment's setting).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingMode = mode
        return copy
    }

    /// Accepted for source compatibility: Flipbook always samples images with smoothing set by
    /// `interpolation(_:)`, and antialiasing has no separate switch in cairo's image paint.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public typealias Body = Never
}

extension Image: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        if let systemName { return [SymbolElement(image: self, name: systemName, context: context)] }
        switch pixels(in: context.environment, images: context.graph.images) {
        case .success(let pixels):
            let tint = renderingMode == .template ? context.environment.foregroundColor.rgba : nil
            return [ImageElement(image: self, bitmap: pixels.bitmap, scale: pixels.scale, tint: tint, context: context)]
        case .failure(.asset(let problem)):
            context.graph.warn("\(source): \(problem.message)")
            return []
        case .failure(.unreadable(let error)):
            context.graph.report(.invalidSize(view: source, detail: error.description))
            return []
        }
    }

    /// What this image shows inside text: a symbol's glyph; an image file cannot flow in text and shows nothing.
    nonisolated var textContent: TextRun.Content { systemName.map(TextRun.Content.symbol) ?? .string("") }

    /// The file this image draws where `environment` applies (its display scale and colour
    /// scheme choose among an image set's files), and its pixels per point; for a named image
    /// neither a catalogue nor the bundle has, or an image set Flipbook cannot draw, what is wrong.
    nonisolated func file(in environment: EnvironmentValues) -> Result<ImageFile, AssetProblem> {
        guard let asset else { return .success(ImageFile(path: path, scale: Self.scale(ofFileNamed: path))) }
        if let set = AssetCatalogs.imageSet(named: asset.name, in: asset.bundle) {
            return set.flatMap { $0.file(scale: environment.displayScale, scheme: environment.colorScheme) }
        }
        if FileManager.default.fileExists(atPath: path) { return .success(ImageFile(path: path, scale: Self.scale(ofFileNamed: path))) }
        return .failure(AssetProblem(message: "no image named '\(asset.name)' in \(AssetCatalogs.describe(asset.bundle)), and no file \(path); it draws nothing, as iOS draws a missing image (add \(asset.name).imageset to an .xcassets in the target's resources, or the PNG, or use Image(filePath:))"))
    }

    /// The pixels this image draws where `environment` applies (a `UIImage`'s, or its file's
    /// decoded through `images`), or why it cannot draw.
    @MainActor func pixels(in environment: EnvironmentValues, images: ImageCache) -> Result<ImagePixels, ImageProblem> {
        if let pixels { return .success(pixels) }
        switch file(in: environment) {
        case .failure(let problem): return .failure(.asset(problem))
        case .success(let file):
            return images.bitmap(at: file.path).map { ImagePixels(bitmap: $0, scale: file.scale) }.mapError(ImageProblem.unreadable)
        }
    }

    /// Pixels per point from a file name's `@2x` / `@3x` suffix (before its extension).
    nonisolated static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = (path as NSString).deletingPathExtension
        return stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    }
}
