import Testing
@testable import Flipbook

/// `SpatialTapGesture` (where the tap landed), `Gesture.modifiers(_:)` with no keyboard, and
/// `onHover` with no pointer.
@MainActor
@Suite struct SpatialTapAndModifiersTests {
    /// A 100-point square centred in a 400 × 300 scene: its origin is at (150, 100).
    private struct Board: View {
        let log: GestureLog
        var body: some View {
            Color.teal.frame(width: 100, height: 100)
                .gesture(SpatialTapGesture().onEnded { log.add("local \($0.location.x),\($0.location.y)") })
                .accessibilityLabel("board")
                .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { log.add("global \($0.location.x),\($0.location.y)") })
        }
    }

    @Test func aScriptTapDeliversTheTappedPoint() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.5, script: {
            Tap(at: CGPoint(x: 160, y: 130), at: 0.1)
            Tap("board", at: 0.2)
        }) { Board(log: log) }
        #expect(log.entries == ["local 10.0,30.0", "global 160.0,130.0", "local 50.0,50.0", "global 200.0,150.0"])
    }

    @Test func aGestureNeedingAModifierKeyNeverRecognizesWithoutAKeyboard() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.5, script: {
            Tap(at: CGPoint(x: 200, y: 150), at: 0.1)
        }) {
            Color.orange.frame(width: 100, height: 100)
                .gesture(TapGesture().modifiers(.shift).onEnded { log.add("shift tap") })
                .simultaneousGesture(TapGesture().modifiers([]).onEnded { log.add("plain tap") })
        }
        #expect(log.entries == ["plain tap"])
    }

    @Test func onHoverNeverRunsOnAPhone() throws {
        let log = GestureLog()
        let run = try runFrames(through: 0.5, script: {
            Tap(at: CGPoint(x: 200, y: 150), at: 0.1)
        }) {
            Color.purple.frame(width: 100, height: 100)
                .onHover { log.add("hover \($0)") }
                .onTapGesture { log.add("tap") }
        }
        #expect(log.entries == ["tap"])
        let plain = try runFrames(through: 0, script: {}) { Color.purple.frame(width: 100, height: 100) }
        #expect(try run.displayList(at: 0.5) == plain.displayList(at: 0.5))
    }
}
