import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Shape styles app code writes: short shape names, `.opacity` on any style, `AnyShapeStyle`, `.background`.
@MainActor
@Suite struct ShapeStyleKindsTests {
    private func paints<V: View>(_ view: V) -> [Paint] {
        var found: [Paint] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                if case .shape(let shape) = item { found.append(shape.paint) }
                if case .group(let group) = item { visit(group.items) }
            }
        }
        visit(makeGraph(view).displayList(at: 0).items)
        return found
    }

    @Test func shortShapeNamesAreTheBuiltInShapes() {
        let graph = makeGraph(VStack {
            Color.red.frame(width: 40, height: 20).clipShape(.capsule)
            Color.red.frame(width: 40, height: 20).background(.blue, in: .rect(cornerRadius: 4))
            Color.red.frame(width: 20, height: 20).clipShape(.circle)
        })
        #expect(graph.layoutDump(at: 0).contains("RoundedRectangle"))
        let list = graph.displayList(at: 0).flattened
        #expect(list.contains { $0.kind == "shape" && $0.rect.width == 40 && $0.color == Color.blue.rgba })
    }

    @Test func opacityMultipliesAnyStylesColour() {
        #expect(paints(Rectangle().fill(.primary.opacity(0.5))) == [.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))])
        #expect(paints(Rectangle().fill(.tint.opacity(0.25))) == [.color(Color.accentColor.opacity(0.25).rgba)])
        let stops = paints(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)))
        guard case .linearGradient(let gradient, _, _)? = stops.first else { Issue.record("not a gradient: \(stops)"); return }
        #expect(gradient.map(\.color.alpha) == [0.5, 0.5])
    }

    @Test func anyShapeStylePaintsAsTheStyleItWraps() {
        let gradient = AnyShapeStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        guard case .linearGradient? = paints(Rectangle().fill(gradient)).first else { Issue.record("not a gradient"); return }
        #expect(paints(Rectangle().fill(AnyShapeStyle(Color.green))) == [.color(Color.green.rgba)])
        #expect(paints(Rectangle().fill(AnyShapeStyle(AnyShapeStyle(.secondary))))
            == [.color(UIColor.secondaryLabel.color.rgba)])
    }

    @Test func backgroundIsTheSystemBackgroundOrTheSetStyle() {
        #expect(paints(Rectangle().fill(.background)) == [.color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))])
        #expect(paints(Rectangle().fill(.background).environment(\.colorScheme, .dark))
            == [.color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))])
        #expect(paints(Rectangle().fill(.background).backgroundStyle(Color.yellow)) == [.color(Color.yellow.rgba)])
    }
    @Test func aGradientBackgroundStyleFillsBackgroundShapesAsAGradient() {
        let tile = Color.clear.frame(width: 40, height: 20).background(in: .rect(cornerRadius: 8))
        guard case .linearGradient? = paints(tile.backgroundStyle(.green.gradient)).first else { Issue.record("not a gradient"); return }
        #expect(paints(tile).first == .color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(paints(Color.clear.background().backgroundStyle(Color.yellow)).first == .color(Color.yellow.rgba))
    }

    @Test func aStylesLevelsAreTheSystemBackgroundsOrLighterColours() {
        // `.background.secondary` is secondarySystemBackground (242, 242, 247), `.tertiary` white again.
        #expect(paints(Rectangle().fill(.background.secondary)) == [.color(UIColor.secondarySystemBackground.color.rgba)])
        #expect(paints(Rectangle().fill(.background.tertiary).environment(\.colorScheme, .dark))
            == paints(Rectangle().fill(Color(UIColor.tertiarySystemBackground)).environment(\.colorScheme, .dark)))
        #expect(paints(Rectangle().fill(.foreground.secondary)) == [.color(UIColor.secondaryLabel.color.rgba)])
        // Another colour's levels are the label colours' opacities: 60 %, 30 %, 18 %.
        #expect(paints(Rectangle().fill(Color.red.tertiary)) == [.color(Color.red.opacity(0.3).rgba)])
    }
}
