// Raster-only cost of shadows: 200 shadowed rounded rectangles with a label each, 1920×1080 at
// 1x (run with `swift run -c release DrawingBenchmark`). Prints ms per frame.
import FlipbookDisplayList
import FlipbookRaster
import Foundation

/// A 20 × 10 grid of cards, each its own layer casting a shadow of `radius` points (σ = radius / 2).
func cards(shadowRadius radius: Double) -> DisplayList {
    var items: [DisplayItem] = []
    for index in 0..<200 {
        let x = Double(index % 20) * 95 + 10, y = Double(index / 20) * 105 + 12
        let card = CGRect(x: x, y: y, width: 80, height: 88)
        let label = TextLayoutSpec(string: "Card \(index + 1)", font: FontSpec(size: 15, weight: 600))
        items.append(.group(GroupDrawing(items: [
            .shape(ShapeDrawing(path: .roundedRect(card, cornerRadius: 12, style: .continuous), paint: .color(.white))),
            .text(TextDrawing(layout: label, origin: CGPoint(x: x + 10, y: y + 10), color: .black)),
        ], effects: [.shadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.33), sigma: radius / 2,
                             offset: CGSize(width: 0, height: 4))])))
    }
    return DisplayList(items)
}

let rasterizer = try Rasterizer(fonts: try FontSet.pinned(), pixelWidth: 1920, pixelHeight: 1080, scale: 1)
let background = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
for radius in [4.0, 10.0] {
    let list = cards(shadowRadius: radius)
    rasterizer.render(list, background: background)
    let frames = 10
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<frames { rasterizer.render(list, background: background) }
    let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(frames)
    print("200 shadowed cards + text, 1920×1080 @1x, shadow radius \(Int(radius)): \(String(format: "%.1f", milliseconds)) ms/frame")
}
