/// What the passes after layout need: the graph, the time of the update and the pixel size.
@MainActor
struct UpdateContext {
    let graph: ViewGraph
    let time: Double
    let pixelScale: Double
    /// Distinguishes the passes of one update from the next update's.
    let serial: Int
    /// An update that shows a frame rather than a change (an `Animatable` body evaluated with
    /// interpolated data, a matched view's content laid out in its flying frame): nothing
    /// starts animating, `.transaction` closures are not called, geometry keeps its targets.
    var isPresentation = false

    /// A frame rounded to the pixel grid (SwiftUI rounds origin and far corner half-up).
    func rounded(_ rect: CGRect) -> CGRect {
        func round(_ v: CGFloat) -> CGFloat { (v * pixelScale + 0.5).rounded(.down) / pixelScale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }
}
