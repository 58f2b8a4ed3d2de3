import Flipbook
import FlipbookDisplayList
import Foundation

/// A view's bounds on screen, from its value-track attributes: its frame under its transform.
struct ScreenBounds: CustomStringConvertible {
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    /// Nil when an attribute is missing or not a number.
    init?(_ attributes: [String: String]) {
        func value(_ name: String) -> Double? { attributes[name].flatMap(Double.init) }
        guard let x = value("x"), let y = value("y"), let w = value("w"), let h = value("h"),
              let tx = value("tx"), let ty = value("ty"), let sx = value("sx"), let sy = value("sy"),
              let rot = value("rot") else { return nil }
        let angle = rot * .pi / 180
        let transform = AffineTransform(a: sx * cos(angle), b: sx * sin(angle), c: -sy * sin(angle), d: sy * cos(angle),
                                        tx: tx, ty: ty)
        let corners = [CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x, y: y + h), CGPoint(x: x + w, y: y + h)]
            .map(transform.applied(to:))
        minX = corners.map { Double($0.x) }.min()!
        minY = corners.map { Double($0.y) }.min()!
        maxX = corners.map { Double($0.x) }.max()!
        maxY = corners.map { Double($0.y) }.max()!
    }

    /// The largest move of any edge.
    func distance(to other: ScreenBounds) -> Double {
        max(abs(other.minX - minX), abs(other.minY - minY), abs(other.maxX - maxX), abs(other.maxY - maxY))
    }

    var description: String {
        func n(_ v: Double) -> String { TrackNumber.print(v, digits: 2) }
        return "(\(n(minX)), \(n(minY))) \(n(maxX - minX))×\(n(maxY - minY))"
    }
}
