import Testing
@testable import Flipbook

/// `@GestureState` through `updating(_:body:)`: set while the gesture runs, reset in its reset
/// transaction when it ends, fails or loses; the order of callbacks.
@MainActor
@Suite struct GestureStateTests {
    private struct Card: View {
        let log: GestureLog
        @GestureState private var offset: CGSize

        init(log: GestureLog) {
            self.log = log
            _offset = GestureState(wrappedValue: .zero) { value, transaction in
                log.add("reset from \(rounded(value.width))")
                transaction.animation = .linear(duration: 1)
            }
        }

        var body: some View {
            Text("offset \(rounded(offset.width))")
                .frame(width: 100, height: 100)
                .offset(offset)
                .gesture(DragGesture()
                    .updating($offset) { value, state, _ in
                        state = value.translation
                        log.add("update \(rounded(value.translation.width))")
                    }
                    .onChanged { log.add("changed \(rounded($0.translation.width))") }
                    .onEnded { log.add("ended \(rounded($0.translation.width))") })
                .accessibilityIdentifier("card")
        }
    }

    @Test func stateFollowsTheDragAndResetsWhenItEnds() throws {
        let log = GestureLog()
        let run = try runFrames(through: 0.1, script: { Drag("card", by: CGSize(width: 40, height: 0), duration: 4.0 / 60, at: 0) }) {
            Card(log: log)
        }
        // updating runs before onChanged, the state resets (in its reset transaction), then onEnded runs.
        #expect(log.entries == ["update 10", "changed 10", "update 20", "changed 20", "update 30", "changed 30", "update 40", "changed 40",
                                "reset from 40", "ended 40"])
        #expect(run.graph.gestureTargets.map(\.target.name.title) == ["card"])
        #expect(run.graph.layoutDump(at: 0.1).contains("Text(\"offset 0\")"))
    }

    /// The reset transaction animates the card back: halfway through its one-second linear animation
    /// the card is drawn 20 points right of its place. (Its text, "offset 40" becoming "offset 0",
    /// moves its pixel-rounded frame from 162…239 to 166…234 in the same animation: centre 200.25.)
    @Test func resetIsAnimatedByTheResetTransaction() throws {
        let run = try runFrames(through: 4.0 / 60 + 0.5, script: { Drag("card", by: CGSize(width: 40, height: 0), duration: 4.0 / 60, at: 0) }) {
            Card(log: GestureLog())
        }
        let centre = run.graph.gestureTargets[0].center
        #expect(rounded(centre.x) == "220.25")
    }
}
