import Testing
@testable import Flipbook

/// `TapGesture` through a script's `Tap`, by label and by point; `map` and `exclusively`.
@MainActor
@Suite struct TapGestureValueTests {
    private struct Photo: View {
        let log: GestureLog
        var body: some View {
            Color.teal.frame(width: 100, height: 100)
                .gesture(AnyGesture(TapGesture(count: 2).onEnded { log.add("double tap") }))
                .accessibilityLabel("photo")
        }
    }

    @Test func scriptTapEndsATapGestureByLabelOrPoint() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.5, script: {
            Tap("photo", at: 0.1)
            Tap(at: CGPoint(x: 160, y: 110), at: 0.2)
        }) { Photo(log: log) }
        #expect(log.entries == ["double tap", "double tap"])
    }

    /// A tap wins an exclusive tap-or-drag; a drag that moves wins it the other way; `map` changes the value.
    @Test func exclusiveGestureTakesWhicheverIsRecognized() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.5, script: {
            Tap(at: CGPoint(x: 200, y: 150), at: 0.1)
            Drag(from: CGPoint(x: 200, y: 150), by: CGSize(width: 0, height: 30), duration: 0.05, at: 0.2)
        }) {
            Color.red.frame(width: 100, height: 100)
                .gesture(TapGesture().map { "tap" }.exclusively(before: DragGesture().map { "drag \(rounded($0.translation.height))" })
                    .onEnded { value in
                        switch value {
                        case .first(let name), .second(let name): log.add(name)
                        }
                    })
        }
        #expect(log.entries == ["tap", "drag 30"])
    }
}
