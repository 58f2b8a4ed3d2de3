import Testing
@testable import Flipbook

/// `LongPressGesture` driven by a script's `LongPress`, and a long press sequenced before a drag.
@MainActor
@Suite struct LongPressGestureTests {
    private struct Button: View {
        let log: GestureLog
        @GestureState private var isPressing = false
        var body: some View {
            Text(isPressing ? "pressing" : "idle")
                .frame(width: 100, height: 100)
                .gesture(LongPressGesture(minimumDuration: 0.5)
                    .updating($isPressing) { value, state, _ in state = value }
                    .onEnded { log.add("ended \($0)") })
                .accessibilityIdentifier("record")
        }
    }

    @Test func pressingUntilTheDurationThenEnds() throws {
        let log = GestureLog()
        var run = try runFrames(through: 0.4, script: { LongPress("record", duration: 1, at: 0.1) }) { Button(log: log) }
        #expect(run.graph.layoutDump(at: 0.4).contains("pressing"))
        #expect(log.entries.isEmpty)
        run = try runFrames(through: 0.6, script: { LongPress("record", duration: 1, at: 0.1) }) { Button(log: log) }
        #expect(run.graph.layoutDump(at: 0.6).contains("idle"))
        #expect(log.entries == ["ended true"])
    }

    @Test func liftingEarlyFails() throws {
        let log = GestureLog()
        let run = try runFrames(through: 1, script: { LongPress("record", duration: 0.3, at: 0) }) { Button(log: log) }
        #expect(run.graph.layoutDump(at: 1).contains("idle"))
        #expect(log.entries.isEmpty)
    }

    @Test func longPressThenDrag() throws {
        let log = GestureLog()
        _ = try runFrames(through: 1, script: {
            LongPress(at: CGPoint(x: 200, y: 150), duration: 0.2, at: 0)
            Drag(from: CGPoint(x: 200, y: 150), by: CGSize(width: 30, height: 0), duration: 0.05, at: 0.5)
        }) {
            Color.red.frame(width: 100, height: 100)
                .gesture(LongPressGesture(minimumDuration: 0.1).sequenced(before: DragGesture(minimumDistance: 0))
                    .onEnded { value in
                        switch value {
                        case .first(let pressed): log.add("first \(pressed)")
                        case .second(let pressed, let drag): log.add("second \(pressed) \(drag.map { rounded($0.translation.width) } ?? "nil")")
                        }
                    })
        }
        // The first press held 0.2 s then lifted: the drag in the sequence never moved, so it ends
        // at its start; a second press that does not wait 0.1 s fails before the drag.
        #expect(log.entries == ["second true 0"])
    }
}

/// A long press named by a label two views share is a one-line error naming the fix.
@MainActor
@Suite struct LongPressLabelTests {
    @Test func ambiguousLabelIsAnError() {
        let error = #expect(throws: SceneError.self) {
            _ = try runFrames(through: 0.1, script: { LongPress("dot", at: 0) }) {
                HStack {
                    Circle().frame(width: 40, height: 40).gesture(LongPressGesture()).accessibilityLabel("dot")
                    Circle().frame(width: 40, height: 40).gesture(LongPressGesture()).accessibilityLabel("dot")
                }
            }
        }
        #expect(error?.message == "scene gesture-test: LongPress(\"dot\", duration: 1.0, at: 0.0): LongPress: 2 views with gestures "
                + "are labelled \"dot\" (\"dot\", \"dot\"): give them distinct accessibilityIdentifiers")
    }
}
