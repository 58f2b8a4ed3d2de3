import Foundation
import Flipbook
import FlipbookCurves
import FlipbookDisplayList
import FlipbookImage
import FlipbookMessages
import FlipbookRaster

/// A plot of animation curves: progress (0 → 1) against time, optionally with
/// velocity, with axes, grid, labels and a legend.
@MainActor
public struct CurvePlot {
    public let animations: [AnimationSpec]
    public var showsVelocity: Bool

    /// Most curves on one plot (the legend holds this many).
    public static let maximumCurves = 12

    public init(animations: [AnimationSpec], showsVelocity: Bool = false) throws {
        guard animations.count <= Self.maximumCurves else {
            throw AnimationSpecError(description: "a plot holds at most \(Self.maximumCurves) animations (got \(animations.count))")
        }
        self.animations = animations
        self.showsVelocity = showsVelocity
    }

    private static let palette: [RGBAColor] = [
        RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1), RGBAColor(red: 1, green: 0.231, blue: 0.188, alpha: 1),
        RGBAColor(red: 0.204, green: 0.78, blue: 0.349, alpha: 1), RGBAColor(red: 1, green: 0.584, blue: 0, alpha: 1),
        RGBAColor(red: 0.686, green: 0.322, blue: 0.871, alpha: 1), RGBAColor(red: 0.188, green: 0.69, blue: 0.78, alpha: 1),
    ]

    public func render() throws -> RGBAImage {
        let fonts = try FontSet.pinned()
        let measurer = try PangoTextMeasurer(fonts: fonts)
        let curves = animations.map { AnimationCurve.samples($0.animation) }
        for (spec, curve) in zip(animations, curves) where curve.contains(where: { !$0.value.isFinite || !$0.velocity.isFinite }) {
            throw AnimationSpecError(description: "animation \"\(OneLine.echo(spec.text))\": its curve is not made of finite numbers")
        }
        let duration = max(0.35, curves.compactMap { $0.last?.time }.max() ?? 1)
        let legendWidth = 300.0, left = 64.0
        let panels: [(title: String, key: KeyPath<(time: Double, value: Double, velocity: Double), Double>)] =
            [("value", \.value)] + (showsVelocity ? [("velocity (per second)", \.velocity)] : [])
        let panelHeight = showsVelocity ? 300.0 : 380.0
        let size = (width: Int(left + 560 + legendWidth), height: Int(24 + Double(panels.count) * (panelHeight + 48) + 8))
        var items: [DisplayItem] = []
        let gridColor = RGBAColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)
        let tickStep = [0.05, 0.1, 0.25, 0.5, 1].first { duration / $0 <= 10 } ?? 1
        for (panelIndex, panel) in panels.enumerated() {
            let plot = CGRect(x: left, y: 28 + Double(panelIndex) * (panelHeight + 48), width: 560, height: panelHeight)
            let values = curves.flatMap { $0.map { $0[keyPath: panel.key] } }
            let low = min(0, values.min() ?? 0), high = max(panelIndex == 0 ? 1 : 0, values.max() ?? 1)
            func point(_ time: Double, _ value: Double) -> CGPoint {
                CGPoint(x: plot.minX + time / duration * plot.width, y: plot.maxY - (value - low) / max(high - low, 1e-9) * plot.height)
            }
            for tick in stride(from: 0.0, through: duration + 1e-9, by: tickStep) {
                let x = point(tick, low).x
                items.append(Sheet.rect(CGRect(x: x, y: plot.minY, width: 1, height: plot.height), fill: gridColor))
                items.append(Sheet.text(String(format: "%g", tick), x: x, top: plot.maxY + 6, anchor: .center, size: 11, measurer: measurer))
            }
            for tick in AnimationCurve.ticks(low: low, high: high) {
                let y = point(0, tick).y
                items.append(Sheet.rect(CGRect(x: plot.minX, y: y, width: plot.width, height: 1), fill: gridColor))
                items.append(Sheet.text(String(format: "%g", tick + 0), x: plot.minX - 8, top: y - 7, anchor: .trailing, size: 11,
                                        measurer: measurer))
            }
            items.append(Sheet.rect(plot, stroke: RGBAColor(red: 0.6, green: 0.6, blue: 0.62, alpha: 1)))
            items.append(Sheet.text(panel.title, x: plot.minX, top: plot.minY - 22, size: 12, measurer: measurer))
            items.append(Sheet.text("time (s)", x: plot.midX, top: plot.maxY + 22, anchor: .center, size: 12, measurer: measurer))
            for (index, curve) in curves.enumerated() {
                var elements: [PathElement] = []
                for sample in curve {
                    let p = point(sample.time, sample[keyPath: panel.key])
                    elements.append(elements.isEmpty ? .move(to: p) : .line(to: p))
                }
                items.append(.shape(ShapeDrawing(path: PathData(elements), paint: .color(Self.palette[index % Self.palette.count]),
                                                 fillRule: .nonZero, stroke: StrokeParameters(lineWidth: 2, lineJoin: .round))))
            }
        }
        for (index, spec) in animations.enumerated() {
            let y = 36 + Double(index) * 24
            items.append(Sheet.rect(CGRect(x: left + 580, y: y + 7, width: 18, height: 3), fill: Self.palette[index % Self.palette.count]))
            items.append(Sheet.text(OneLine.echo(spec.text), x: left + 606, top: y, size: 12, measurer: measurer))
        }
        return try Sheet(width: size.width, height: size.height).render(items, fonts: fonts)
    }
}
