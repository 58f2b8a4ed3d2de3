import Foundation
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// A graph for `view` in a scene of `size`, built at time 0.
@MainActor
func makeGraph<V: View>(_ view: V, size: CGSize = CGSize(width: 400, height: 300), scale: Double = 1) -> ViewGraph {
    let graph = ViewGraph(root: view, size: size, pixelScale: scale, textMeasurer: FakeTextMeasurer())
    graph.update(at: 0)
    return graph
}

extension ViewGraph {
    /// The strings of every text drawn at `time`, in drawing order; symbols' glyphs (characters of
    /// the private use area) left out.
    func texts(at time: Double) -> [String] {
        displayList(at: time).flattened.compactMap { item in
            guard item.kind.hasPrefix("text:") else { return nil }
            let string = String(item.kind.dropFirst(5))
            return string.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) } ? nil : string
        }
    }
}

extension DisplayList {
    /// Every drawn shape's bounding box and colour, and every text's origin, in drawing order,
    /// with group translations applied.
    var flattened: [(kind: String, rect: CGRect, color: RGBAColor)] {
        var result: [(String, CGRect, RGBAColor)] = []
        func visit(_ items: [DisplayItem], dx: Double, dy: Double) {
            for item in items {
                switch item {
                case .shape(let shape):
                    let points = shape.path.elements.compactMap { element -> CGPoint? in
                        switch element {
                        case .move(let p), .line(let p): p
                        case .quadCurve(let p, _), .curve(let p, _, _): p
                        case .closeSubpath: nil
                        }
                    }
                    let xs = points.map(\.x), ys = points.map(\.y)
                    let rect = CGRect(x: xs.min()! + dx, y: ys.min()! + dy,
                                      width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                    guard case .color(let color) = shape.paint else { continue }
                    result.append(("shape", rect, color))
                case .text(let text):
                    result.append(("text:" + text.layout.string, CGRect(origin: CGPoint(x: text.origin.x + dx, y: text.origin.y + dy), size: .zero), text.color))
                case .image(let image):
                    result.append(("image", image.rect.offsetBy(dx: dx, dy: dy), .clear))
                case .group(let group):
                    visit(group.items, dx: dx + group.transform.tx, dy: dy + group.transform.ty)
                }
            }
        }
        visit(items, dx: 0, dy: 0)
        return result
    }

    func rect(ofShape index: Int) -> CGRect { flattened.filter { $0.kind == "shape" }[index].rect }
    func origin(ofText string: String) -> CGPoint { flattened.first { $0.kind == "text:" + string }!.rect.origin }

    /// How many material backdrops (groups blurring what is beneath them) are drawn.
    var backdropCount: Int {
        func count(_ items: [DisplayItem]) -> Int {
            items.reduce(0) { sum, item in
                guard case .group(let group) = item else { return sum }
                return sum + (group.backdrop == nil ? 0 : 1) + count(group.items)
            }
        }
        return count(items)
    }
}

/// `color`'s value in the light appearance, as a display list holds it.
func lightRGBA(_ color: Color) -> RGBAColor {
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    return color.resolvedColor(in: environment).rgba
}

extension ViewGraph {
    /// The bounding boxes of the shapes drawn in `color` (its light value) at `time`, in drawing order.
    func shapes(in color: Color, at time: Double) -> [CGRect] {
        let rgba = lightRGBA(color)
        return displayList(at: time).flattened.filter { $0.kind == "shape" && $0.color == rgba }.map(\.rect)
    }
}

/// A graph for `view` as a scene runs it (under the scene's root: its top layer and backdrop),
/// on a screen of `size` with `safeAreaInsets`, built at time 0.
@MainActor
func makeSceneGraph<V: View>(_ view: V, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets()) -> ViewGraph {
    let root = SceneRoot(appearance: SceneAppearance(scheme: .light), startDate: Date(timeIntervalSince1970: 0), content: AnyView(view))
    let graph = ViewGraph(root: root, size: size, safeAreaInsets: safeAreaInsets, pixelScale: 1, textMeasurer: FakeTextMeasurer())
    graph.update(at: 0)
    return graph
}
