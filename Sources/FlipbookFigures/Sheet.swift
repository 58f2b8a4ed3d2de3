import Foundation
import FlipbookDisplayList
import FlipbookImage
import FlipbookRaster

/// Draws a figure's vector part (axes, labels, frames' borders) with Flipbook's
/// own rasteriser and fonts, then pastes bitmaps into it.
struct Sheet {
    let width: Int
    let height: Int

    /// Rasterises `items` on a white canvas and pastes `images` at their pixel origins.
    func render(_ items: [DisplayItem], images: [(image: RGBAImage, x: Int, y: Int)] = [], fonts: FontSet) throws -> RGBAImage {
        let rasterizer = try Rasterizer(fonts: fonts, pixelWidth: width, pixelHeight: height, scale: 1)
        rasterizer.render(DisplayList(items), background: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        var canvas = rasterizer.withPremultipliedPixels { base, width, height, stride in
            RGBAImage(premultipliedARGB32: base, width: width, height: height, stride: stride)
        }
        for (image, x, y) in images { paste(image, into: &canvas, x: x, y: y) }
        return canvas
    }

    private func paste(_ image: RGBAImage, into canvas: inout RGBAImage, x: Int, y: Int) {
        for row in 0..<image.height where y + row >= 0 && y + row < canvas.height {
            let columns = max(0, -x)..<min(image.width, canvas.width - x)
            guard !columns.isEmpty else { continue }
            let source = (row * image.width + columns.lowerBound) * 4
            let target = ((y + row) * canvas.width + x + columns.lowerBound) * 4
            canvas.pixels.replaceSubrange(target..<target + columns.count * 4,
                                          with: image.pixels[source..<source + columns.count * 4])
        }
    }

    /// A one-line label whose anchor point is `anchor` of its box (`.leading`:
    /// left edge, `.center`: middle, `.trailing`: right edge), vertically from `top`.
    static func text(_ string: String, x: Double, top: Double, anchor: TextLineAlignment = .leading, size: Double = 13,
                     color: RGBAColor = RGBAColor(red: 0.2, green: 0.2, blue: 0.22, alpha: 1),
                     measurer: PangoTextMeasurer) -> DisplayItem {
        let spec = TextLayoutSpec(string: string, font: FontSpec(family: .sans, size: size, weight: 400, italic: false),
                                  width: nil, alignment: .leading, lineLimit: 1, truncation: .tail, lineSpacing: 0)
        let width = measurer.measure(spec).size.width
        let left = switch anchor {
        case .leading: x
        case .center: x - width / 2
        case .trailing: x - width
        }
        return .text(TextDrawing(layout: spec, origin: CGPoint(x: left, y: top), color: color))
    }

    static func rect(_ rect: CGRect, fill: RGBAColor? = nil, stroke: RGBAColor? = nil, lineWidth: Double = 1) -> DisplayItem {
        let color = fill ?? stroke ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
        return .shape(ShapeDrawing(path: .rect(rect), paint: .color(color), fillRule: .nonZero,
                                   stroke: fill == nil ? StrokeParameters(lineWidth: lineWidth) : nil))
    }
}
