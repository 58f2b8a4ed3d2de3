import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Sizes and placements of the controls, in a 400 × 300 scene (the root centred in it).
@MainActor
@Suite struct ControlLayoutTests {
    @Test func toggleFillsTheWidthWithTheSwitchTrailing() {
        let graph = makeGraph(Toggle("Wi-Fi", isOn: .constant(true)))
        // The track: 51 × 31 at the trailing edge (at y 134.5, drawn on whole pixels at 135); the
        // thumb 27 pt, 2 pt inside its trailing end.
        #expect(graph.frames(of: "Capsule") == [[349, 135, 51, 31]])
        #expect(graph.frames(of: "Circle") == [[371, 137, 27, 27]])
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 31))
    }

    @Test func offSwitchRestsItsThumbAtTheLeadingEnd() {
        let graph = makeGraph(Toggle("Wi-Fi", isOn: .constant(false)))
        #expect(graph.frames(of: "Circle") == [[351, 137, 27, 27]])
    }

    @Test func stepperIsItsLabelThenA94By32Control() {
        let graph = makeGraph(Stepper("Copies", value: .constant(2), in: 0...5))
        #expect(graph.frames(of: "RoundedRectangle").first == [306, 134, 94, 32])
        #expect(graph.buttonLabels == ["Decrement", "Increment"])
    }

    @Test func sliderPlacesItsThumbAtTheValue() {
        let graph = makeGraph(Slider(value: .constant(0.25)))
        // 400 wide: the thumb's centre travels from 14 to 386; a quarter of the way is 107.
        #expect(graph.frames(of: "Circle") == [[93, 136, 28, 28]])
        #expect(graph.frames(of: "Capsule") == [[0, 148, 400, 4], [0, 148, 107, 4]])
    }

    @Test func sliderRangesMapTheirValue() {
        let graph = makeGraph(Slider(value: .constant(75.0), in: 50...100))
        // Halfway: the thumb's centre at 200.
        #expect(graph.frames(of: "Circle") == [[186, 136, 28, 28]])
    }

    @Test func linearProgressFillsItsFraction() {
        let graph = makeGraph(ProgressView(value: 3.0, total: 4.0))
        #expect(graph.frames(of: "Capsule") == [[0, 148, 400, 4], [0, 148, 300, 4]])
    }

    @Test func indeterminateProgressIsTheTwentyPointSpinner() {
        let graph = makeGraph(ProgressView())
        #expect(graph.frames(of: "ActivitySpinner") == [[190, 140, 20, 20]])
        #expect(SpinnerElement.leadingSpoke(at: 0) == 0)
        #expect(SpinnerElement.leadingSpoke(at: 0.26) == 2)
        #expect(SpinnerElement.leadingSpoke(at: 1.01) == 0)
    }

    @Test func spinnerDrawsEightSpokesTurningOnSceneTime() {
        let graph = makeGraph(ProgressView())
        func alphas(at time: Double) -> [Double] {
            graph.displayList(at: time).flattened.map { ($0.color.alpha * 1000).rounded() / 1000 }
        }
        #expect(alphas(at: 0).count == 8)
        #expect(alphas(at: 0)[0] > alphas(at: 0)[1])
        // A quarter second later the brightest spoke is two places on.
        #expect(alphas(at: 0.25)[2] == alphas(at: 0)[0])
    }

    private func rangePicker(_ style: some PickerStyle) -> ViewGraph {
        makeGraph(Picker("Range", selection: .constant("Week")) {
            ForEach(["Day", "Week", "Month", "Year"], id: \.self) { Text($0) }
        }.pickerStyle(style))
    }

    @Test func segmentedPickerSplitsTheWidthEvenly() {
        // A palette picker outside a menu is a segmented control too, as Apple documents.
        for graph in [rangePicker(.segmented), rangePicker(.palette)] {
            #expect(graph.buttonLabels == ["Day", "Week", "Month", "Year"])
            // The selection: segment 1 of 4 (100 pt each) inset by 2; the control 32 high.
            #expect(graph.frames(of: "RoundedRectangle") == [[102, 136, 96, 28], [0, 134, 400, 32]])
        }
    }

    @Test func wheelPickerIs216High() {
        let graph = makeGraph(Picker("Size", selection: .constant(1)) {
            ForEach(0..<3) { Text("Size \($0)") }
        }.pickerStyle(.wheel))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 216))
    }

    @Test func roundedBorderTextFieldIs34High() {
        let graph = makeGraph(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 34))
    }

    @Test func emptyFieldShowsItsPlaceholderAndSecureFieldsShowBullets() {
        let empty = makeGraph(TextField("Name", text: .constant("")))
        #expect(empty.displayList(at: 0).flattened.map(\.kind) == ["text:Name"])
        #expect(empty.displayList(at: 0).flattened[0].color == Color(UIColor.placeholderText).rgba)
        let secure = makeGraph(SecureField("Password", text: .constant("abc")))
        #expect(secure.displayList(at: 0).flattened.map(\.kind) == ["text:\u{2022}\u{2022}\u{2022}"])
    }

    @Test func menuPickerShowsTheCurrentChoiceInTheTint() {
        let graph = makeGraph(Picker("Flavor", selection: .constant(2)) {
            Text("Chocolate").tag(1)
            Text("Vanilla").tag(2)
        })
        let texts = graph.displayList(at: 0).flattened.filter { $0.kind.hasPrefix("text:") }
        #expect(texts.first?.kind == "text:Vanilla")
        #expect(texts.first?.color == Color.blue.rgba)
    }
}
