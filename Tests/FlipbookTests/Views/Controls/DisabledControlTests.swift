import Observation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Controls inside `disabled(true)` (or with `\.isEnabled` false): drawn as iOS draws them
/// disabled, and script events on them are one-line errors that change nothing.
@MainActor
@Suite struct DisabledControlTests {
    @Observable final class Model {
        var on = false
        var volume = 0.5
        var copies = 1
        var name = "Ada"
        var paper = "A4"
    }

    private struct Panel: View {
        let model: Model
        var body: some View {
            @Bindable var model = model
            VStack {
                Toggle("Alerts", isOn: $model.on)
                Slider(value: $model.volume, in: 0...10, step: 0.5) { Text("Volume") }
                Stepper("Copies", value: $model.copies, in: 1...3)
                TextField("Name", text: $model.name)
                Picker("Paper", selection: $model.paper) {
                    ForEach(["A4", "Letter"], id: \.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                Picker("Size", selection: $model.paper) {
                    ForEach(["A4", "Letter"], id: \.self) { Text($0) }
                }
                Link("Help", destination: URL(string: "https://example.com")!)
                Menu("More") { Button("Share") {} }
            }
        }
    }

    private let grey = Color(UIColor.tertiaryLabel).rgba
    private let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    private let blue = Color.accentColor.rgba

    @Test func scriptEventsOnADisabledControlAreErrorsAndChangeNothing() throws {
        let model = Model()
        let graph = makeGraph(Panel(model: model).disabled(true), size: CGSize(width: 400, height: 500))
        #expect(throws: RenderError.disabledControl(event: "Flip", control: "the toggle \"Alerts\"", time: 0.5)) {
            try Flip("Alerts", at: 0.5).perform(on: graph)
        }
        #expect(RenderError.disabledControl(event: "Flip", control: "the toggle \"Alerts\"", time: 0.5).description
            == "Flip: the toggle \"Alerts\" is disabled at 0.5 s; flip it once its disabled(_:) condition is false")
        #expect(throws: RenderError.disabledControl(event: "Slide", control: "the slider \"Volume\"", time: 1)) {
            try Slide("Volume", to: 2, at: 1).perform(on: graph)
        }
        #expect(throws: RenderError.disabledControl(event: "Step", control: "the stepper \"Copies\"", time: 1)) {
            try Step("Copies", at: 1).perform(on: graph)
        }
        #expect(throws: RenderError.disabledControl(event: "TypeText", control: "the text field \"Name\"", time: 1)) {
            try TypeText("Name", "!", at: 1).perform(on: graph)
        }
        #expect(throws: RenderError.disabledControl(event: "Pick", control: "the picker \"Paper\"", time: 1)) {
            try Pick("Paper", "Letter", at: 1).perform(on: graph)
        }
        #expect(throws: RenderError.disabledControl(event: "Tap", control: "\"Letter\"", time: 1)) {
            try Tap("Letter", at: 1).perform(on: graph)
        }
        graph.update(at: 2)
        #expect(!model.on && model.volume == 0.5 && model.copies == 1 && model.name == "Ada" && model.paper == "A4")
    }

    @Test func isEnabledFalseDisablesLikeDisabledAndInnerDisabledFalseDoesNotUndoIt() throws {
        let model = Model()
        let graph = makeGraph(VStack {
            Toggle("Alerts", isOn: Bindable(model).on).disabled(false)
        }.environment(\.isEnabled, false))
        #expect(throws: RenderError.disabledControl(event: "Flip", control: "the toggle \"Alerts\"", time: 0)) {
            try Flip("Alerts", at: 0).perform(on: graph)
        }
    }

    @Test func aTapGestureInsideDisabledIsNotTapped() throws {
        let model = Model()
        let graph = makeGraph(Text("Card").onTapGesture { model.on = true }.disabled(true))
        #expect(throws: RenderError.disabledControl(event: "Tap", control: "\"Card\"", time: 0)) {
            try Tap("Card", at: 0).perform(on: graph)
        }
        try Tap(at: CGPoint(x: 200, y: 150), at: 0).perform(on: graph)
        graph.update(at: 0.1)
        #expect(!model.on)
    }

    @Test func disabledControlsAreDrawnGreyAndTheSwitchAndSliderAtHalfOpacity() {
        let enabled = drawn(Panel(model: Model()))
        let disabled = drawn(Panel(model: Model()).disabled(true))
        // Labels, values and titles: primary or tint when enabled, the tertiary label colour disabled.
        for text in ["Alerts", "Copies", "Ada", "A4", "Letter", "Help", "More"] {
            #expect(disabled.texts[text]?.allSatisfy { $0 == grey } == true, "\(text)")
        }
        #expect(enabled.texts["Alerts"] == [black] && enabled.texts["Ada"] == [black])
        #expect(enabled.texts["Help"] == [blue] && enabled.texts["More"] == [blue])
        // The menu picker's value is in the tint; the segmented control's titles primary.
        #expect(enabled.texts["A4"] == [black, blue])
        // The switch (track and thumb) and the slider (track, fill and thumb) at half opacity;
        // nothing else is faded (the segmented control's separators beside its selection are
        // hidden at opacity 0).
        let faded = { (opacity: Double) in opacity > 0 && opacity < 1 }
        #expect(!enabled.opacities.contains(where: faded))
        #expect(disabled.shapes.filter { faded($0.opacity) }.map(\.rect.size)
            == [CGSize(width: 51, height: 31), CGSize(width: 27, height: 27),
                CGSize(width: 400, height: 4), CGSize(width: 33, height: 4), CGSize(width: 28, height: 28)])
        #expect(disabled.shapes.filter { faded($0.opacity) }.allSatisfy { $0.opacity == 0.5 })
        // The slider's fill, from the track's start to the thumb's centre (14 + 0.05 × 372 =
        // 32.6 pt), drawn on whole pixels: in the tint, faded rather than grey when disabled.
        let fill = { (shapes: [DrawnShape]) in shapes.first { $0.rect.height == 4 && $0.rect.width == 33 } }
        #expect(fill(enabled.shapes)?.color == blue && fill(enabled.shapes)?.opacity == 1)
        #expect(fill(disabled.shapes)?.color == blue && fill(disabled.shapes)?.opacity == 0.5)
    }

    @Test func stepperSegmentsAreGreyAtTheirBoundAndBothWhenDisabled() {
        func glyphs(_ view: some View) -> [RGBAColor] {
            drawn(view).shapes.filter { $0.rect.size == CGSize(width: 14, height: 2) }.map(\.color)
        }
        // Copies at 1 of 1...3: − can do nothing, + can.
        #expect(glyphs(Stepper("Copies", value: .constant(1), in: 1...3)) == [grey, black])
        #expect(glyphs(Stepper("Copies", value: .constant(2), in: 1...3)) == [black, black])
        #expect(glyphs(Stepper("Copies", value: .constant(3), in: 1...3)) == [black, grey])
        #expect(glyphs(Stepper("Copies", value: .constant(2), in: 1...3).disabled(true)) == [grey, grey])
    }

    struct DrawnShape {
        let rect: CGRect
        let color: RGBAColor
        let opacity: Double
    }

    /// The shapes drawn for `view` (with the opacity of the groups around them) and the colours
    /// each text string is drawn in.
    private func drawn(_ view: some View) -> (shapes: [DrawnShape], texts: [String: [RGBAColor]], opacities: [Double]) {
        let graph = makeGraph(view, size: CGSize(width: 400, height: 500))
        var shapes: [DrawnShape] = [], texts: [String: [RGBAColor]] = [:], opacities: [Double] = []
        func visit(_ items: [DisplayItem], dx: Double, dy: Double, opacity: Double) {
            for item in items {
                switch item {
                case .shape(let shape):
                    guard case .color(let color) = shape.paint else { continue }
                    let points = shape.path.elements.compactMap { element -> CGPoint? in
                        switch element {
                        case .move(let p), .line(let p): p
                        case .quadCurve(let p, _), .curve(let p, _, _): p
                        case .closeSubpath: nil
                        }
                    }
                    let xs = points.map(\.x), ys = points.map(\.y)
                    let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                    shapes.append(DrawnShape(rect: box.offsetBy(dx: dx, dy: dy), color: color, opacity: opacity))
                    opacities.append(opacity)
                case .text(let text):
                    texts[text.layout.string, default: []].append(text.color)
                    opacities.append(opacity)
                case .image:
                    break
                case .group(let group):
                    visit(group.items, dx: dx + group.transform.tx, dy: dy + group.transform.ty, opacity: opacity * group.opacity)
                }
            }
        }
        visit(graph.displayList(at: 0).items, dx: 0, dy: 0, opacity: 1)
        return (shapes, texts, opacities)
    }
}
