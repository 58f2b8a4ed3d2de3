import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Control options app code sets: `labelsHidden`, a menu picker in a form row, `controlSize`
/// and `buttonBorderShape`; in a 400 × 300 scene.
@MainActor
@Suite struct ControlVariantsTests {
    @Test func labelsHiddenLeavesTheControlAtItsOwnSizeStillNamedByItsLabel() throws {
        final class Box { var on = false }
        let box = Box()
        let toggle = Toggle("Alerts", isOn: Binding(get: { box.on }, set: { box.on = $0 })).labelsHidden()
        let graph = makeGraph(toggle)
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 51, height: 31))
        #expect(!graph.displayList(at: 0).flattened.contains { $0.kind == "text:Alerts" })
        try Flip("Alerts", at: 0.1).perform(on: graph)
        #expect(box.on)
        #expect(makeGraph(Stepper("Copies", value: .constant(1), in: 0...3).labelsHidden())
            .sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 94, height: 32))
    }

    @Test func aMenuPickerInAListRowShowsItsLabelAndItsChoiceInGrey() {
        let graph = makeGraph(List {
            Picker("Refresh", selection: .constant(15)) {
                Text("5 minutes").tag(5)
                Text("15 minutes").tag(15)
            }
        })
        // The texts (the chevron symbol is a glyph of its own, after them).
        let texts = graph.displayList(at: 0).flattened.filter { $0.kind.hasPrefix("text:") && $0.kind.count > 6 }
        #expect(texts.map(\.kind) == ["text:Refresh", "text:15 minutes"])
        #expect(texts[1].color == UIColor.secondaryLabel.color.rgba)
        #expect(texts[0].rect.minX < texts[1].rect.minX)
        // Outside a list, the choice alone, in the tint colour.
        let alone = makeGraph(Picker("Refresh", selection: .constant(15)) { Text("15 minutes").tag(15) })
            .displayList(at: 0).flattened.filter { $0.kind.hasPrefix("text:") && $0.kind.count > 6 }
        #expect(alone.map(\.kind) == ["text:15 minutes"])
        #expect(alone[0].color == Color.accentColor.rgba)
    }

    @Test func controlSizeAndBorderShapeSizeABorderedButton() {
        func background(_ view: some View) -> CGRect? {
            makeGraph(view).displayList(at: 0).flattened.first { $0.kind == "shape" }?.rect
        }
        // "Go": 17 × 21.25 pt with the fake measurer, on whole points 17 × 22.
        #expect(background(Button("Go") {}.buttonStyle(.borderedProminent))?.size == CGSize(width: 41, height: 36))
        #expect(background(Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large))?.size
            == CGSize(width: 57, height: 50))
        #expect(background(Button("Go") {}.buttonStyle(.bordered).controlSize(.small))?.size == CGSize(width: 37, height: 32))
        let capsule = makeGraph(Button("Go") {}.buttonStyle(.bordered).buttonBorderShape(.capsule))
        #expect(capsule.layoutDump(at: 0).contains("Capsule"))
    }
    @Test func aButtonStyleToggleThatIsOnTakesTheBorderShape() {
        let on = makeGraph(Toggle("M", isOn: .constant(true)).toggleStyle(.button).buttonBorderShape(.circle))
        #expect(on.layoutDump(at: 0).contains("Circle"))
        // A circle pads the label by 7 pt all round, as a bordered button's does.
        #expect(on.displayList(at: 0).flattened.first { $0.kind == "shape" }?.rect.height
            == on.displayList(at: 0).flattened.first { $0.kind == "shape" }?.rect.width)
        let plain = makeGraph(Toggle("M", isOn: .constant(true)).toggleStyle(.button))
        #expect(plain.layoutDump(at: 0).contains("RoundedRectangle"))
    }
}
