import Testing
@testable import Flipbook
import FlipbookDisplayList

/// The bounds of views by name, as an underline-under-the-selected-tab tutorial collects them.
private struct BoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

private struct CenterKey: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

@MainActor
@Suite struct AnchorPreferenceTests {
    @Test func anOverlayReadsAnAnchorInItsOwnCoordinates() {
        let graph = makeGraph(
            HStack(spacing: 10) {
                Color.red.frame(width: 40, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { ["a": $0] }
                Color.green.frame(width: 60, height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { ["b": $0] }
            }
            .padding(5)
            .overlayPreferenceValue(BoundsKey.self) { bounds in
                GeometryReader { proxy in
                    if let anchor = bounds["b"] {
                        let rect = proxy[anchor]
                        Color.blue.frame(width: rect.width, height: 2).offset(x: rect.minX, y: rect.maxY)
                    }
                }
            }
            .frame(width: 200, height: 100),
            size: CGSize(width: 200, height: 100))
        // The padded stack is 120 × 40, centred: at (40, 30). "b" starts 5 + 40 + 10 in and 5 down
        // in the overlay's coordinates (the stack's frame), so its bottom is at 35: 65 in the scene.
        let shapes = graph.displayList(at: 0).flattened.filter { $0.kind == "shape" }
        #expect(shapes.map(\.rect) == [CGRect(x: 45, y: 40, width: 40, height: 20), CGRect(x: 95, y: 35, width: 60, height: 30),
                                      CGRect(x: 95, y: 65, width: 60, height: 2)])
        #expect(shapes.last?.color == Color.blue.rgba)
    }

    @Test func aPointAnchorAndABackgroundDrawBehindTheView() {
        let graph = makeGraph(
            Color.red.frame(width: 40, height: 20)
                .anchorPreference(key: CenterKey.self, value: .center) { $0 }
                .padding(10)
                .backgroundPreferenceValue(CenterKey.self) { center in
                    GeometryReader { proxy in
                        if let center {
                            let point = proxy[center]
                            Color.blue.frame(width: 4, height: 4).offset(x: point.x - 2, y: point.y - 2)
                        }
                    }
                },
            size: CGSize(width: 60, height: 40))
        // The red view's centre is (30, 20) in the 60 × 40 padded view; the dot is drawn first.
        let shapes = graph.displayList(at: 0).flattened.filter { $0.kind == "shape" }
        #expect(shapes.map(\.rect) == [CGRect(x: 28, y: 18, width: 4, height: 4), CGRect(x: 10, y: 10, width: 40, height: 20)])
    }
}
