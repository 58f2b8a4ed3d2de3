import Observation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// What a scene's script does to controls: values after each event, and the one-line errors.
@MainActor
@Suite struct ControlScriptTests {
    @Observable final class Model {
        var on = false
        var volume = 0.5
        var copies = 1
        var name = ""
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
            }
        }
    }

    @Test func eventsSetTheirControls() throws {
        let model = Model()
        let graph = makeGraph(Panel(model: model), size: CGSize(width: 400, height: 400))
        try Flip("Alerts", at: 0.1).perform(on: graph)
        #expect(model.on)
        try Slide("Volume", to: 7.3, at: 0.2).perform(on: graph)
        #expect(model.volume == 7.5)
        try Step("Copies", by: 2, at: 0.3).perform(on: graph)
        #expect(model.copies == 3)
        try Step("Copies", by: -1, at: 0.4).perform(on: graph)
        #expect(model.copies == 2)
        try TypeText("Name", "Ada", at: 0.5).perform(on: graph)
        try TypeText("Name", " L", at: 0.6).perform(on: graph)
        #expect(model.name == "Ada L")
        try Pick("Paper", "Letter", at: 0.7).perform(on: graph)
        #expect(model.paper == "Letter")
        try Tap("A4", at: 0.8).perform(on: graph)
        #expect(model.paper == "A4")
    }

    @Test func badTargetsAndValuesAreOneLineErrors() throws {
        let model = Model()
        let graph = makeGraph(Panel(model: model), size: CGSize(width: 400, height: 400))
        #expect(throws: RenderError.unknownControl(kind: "toggle", label: "Wi-Fi", known: ["Alerts"])) {
            try Flip("Wi-Fi", at: 0).perform(on: graph)
        }
        let outside = RenderError.invalidControlValue("slider \"Volume\" takes values in 0.0...10.0, not 11.0")
        #expect(throws: outside) { try Slide("Volume", to: 11, at: 0).perform(on: graph) }
        #expect(model.volume == 0.5)
        let bound = RenderError.invalidControlValue("stepper \"Copies\" is at its upper bound after 2 of 3 presses: step it less")
        #expect(throws: bound) { try Step("Copies", by: 3, at: 0).perform(on: graph) }
        let choice = RenderError.invalidControlValue("picker \"Paper\" has no choice \"Legal\" (choices: \"A4\", \"Letter\")")
        #expect(throws: choice) { try Pick("Paper", "Legal", at: 0).perform(on: graph) }
        #expect(RenderError.unknownControl(kind: "slider", label: "Speed", known: ["Volume"]).description
            == "no slider labelled \"Speed\" (sliders on screen: \"Volume\"); label it, or give it an accessibilityIdentifier")
    }

    @Test func ambiguousLabelsAreReported() {
        let graph = makeGraph(VStack {
            Toggle("Sync", isOn: .constant(true))
            Toggle("Sync", isOn: .constant(false))
        })
        #expect(throws: RenderError.ambiguousControl(kind: "toggle", label: "Sync", matches: ["Sync", "Sync"])) {
            try Flip("Sync", at: 0).perform(on: graph)
        }
    }

    @Test func accessibilityIdentifiersNameControls() throws {
        let model = Model()
        let graph = makeGraph(Slider(value: Bindable(model).volume).accessibilityIdentifier("level"))
        try Slide("level", to: 0.8, at: 0).perform(on: graph)
        #expect(model.volume == 0.8)
    }

    @Test func tapAtAPointTakesTheTopmostTarget() throws {
        let model = Model()
        let graph = makeGraph(Panel(model: model), size: CGSize(width: 400, height: 400))
        let stepper = try #require(graph.frames(of: "Button").first { $0[2] < 60 })
        // The − segment is disabled at 1; the + segment is 47 pt to its right.
        try Tap(at: CGPoint(x: stepper[0] + stepper[2] + 10, y: stepper[1] + 16), at: 0).perform(on: graph)
        #expect(model.copies == 2)
        #expect(throws: RenderError.nothingToTapAt(CGPoint(x: 1, y: 1))) {
            try Tap(at: CGPoint(x: 1, y: 1), at: 0).perform(on: graph)
        }
    }

    @Test func flipSlidesTheThumbOverAQuarterSecond() throws {
        let model = Model()
        let graph = makeGraph(Toggle("Alerts", isOn: Bindable(model).on))
        try Flip("Alerts", at: 0).perform(on: graph)
        graph.update(at: 0)
        _ = graph.displayList(at: 1.0 / 60)
        let middle = try #require(graph.frames(of: "Circle", at: 0.125).first?[0])
        #expect(middle > 351 && middle < 371)
        // The next frame drawn, long after: at rest at the trailing end.
        #expect(graph.frames(of: "Circle", at: 1.5).first?[0] == 371)
    }
}
