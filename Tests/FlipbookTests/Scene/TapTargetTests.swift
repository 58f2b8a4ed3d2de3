import Observation
import Testing
@testable import Flipbook

/// `Tap` by accessibility label, close-match errors, disabled buttons and hit-testing where drawn.
@MainActor
@Suite struct TapTargetTests {
    @Observable final class Log { var taps: [String] = [] }

    private struct Screen: View {
        let log: Log
        var body: some View {
            ZStack(alignment: .topLeading) {
                VStack {
                    Button { log.taps.append("add") } label: { Image(systemName: "plus") }
                        .accessibilityLabel("Add")
                    Button("Sign In") { log.taps.append("sign in") }
                        .disabled(true)
                }
                .padding(.top, 100)
                Button("Moved") { log.taps.append("moved") }
                    .frame(width: 100, height: 40)
                    .offset(x: 200)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func labelsFindButtonsAndMissesNameTheCloseMatches() throws {
        let log = Log()
        let graph = makeGraph(Screen(log: log))
        try Tap("Add", at: 0.1).perform(on: graph)
        #expect(log.taps == ["add"])
        // The image-only button is called by its symbol's label on iOS ("Add") and by its name.
        let missing = RenderError.unknownTapLabel("sign in", known: ["Add", "plus", "Sign In", "Moved"])
        #expect(missing.description == "no button or tap gesture labelled \"sign in\" to tap (did you mean \"Sign In\"?)")
        #expect(throws: missing) { try Tap("sign in", at: 0.2).perform(on: graph) }
        #expect(throws: RenderError.disabledControl(event: "Tap", control: "\"Sign In\"", time: 0.3)) {
            try Tap("Sign In", at: 0.3).perform(on: graph)
        }
    }

    @Test func aPointTapHitsWhatIsDrawnThere() throws {
        let log = Log()
        let graph = makeGraph(Screen(log: log))
        // "Moved" (fake metrics 42.5 × 21.25) is laid out at x 28.75…71.25, y 9.375…30.625, and
        // drawn 200 points to the right.
        #expect(throws: RenderError.nothingToTapAt(CGPoint(x: 50, y: 20))) {
            try Tap(at: CGPoint(x: 50, y: 20), at: 0.1).perform(on: graph)
        }
        try Tap(at: CGPoint(x: 250, y: 20), at: 0.2).perform(on: graph)
        #expect(log.taps == ["moved"])
    }
}
