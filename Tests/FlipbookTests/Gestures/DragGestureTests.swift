import Testing
@testable import Flipbook

/// `DragGesture` driven by a script's `Drag`: one change per frame with exact translations,
/// velocity, predicted end, minimum distance, and where the finger goes down.
@MainActor
@Suite struct DragGestureTests {
    private struct Square: View {
        let log: GestureLog
        var minimumDistance: CGFloat = 10
        var body: some View {
            Color.red.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: minimumDistance)
                    .onChanged { log.add("changed \(rounded($0.translation.width)) v \(rounded($0.velocity.width))") }
                    .onEnded { value in
                        log.add("ended \(rounded(value.translation.width)) v \(rounded(value.velocity.width)) "
                                + "predicted \(rounded(value.predictedEndTranslation.width)) at \(rounded(value.location.x))")
                    })
                .accessibilityIdentifier("square")
        }
    }

    /// Six frames of 10 points each: 600 points per second; the prediction adds 600 × 0.499 s.
    @Test func changesOncePerFrameWithExactTranslations() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.5, script: { Drag("square", by: CGSize(width: 60, height: 0), duration: 0.1, at: 0.25) }) {
            Square(log: log, minimumDistance: 0)
        }
        #expect(log.entries == ["changed 0 v 0", "changed 10 v 600", "changed 20 v 600", "changed 30 v 600",
                                "changed 40 v 600", "changed 50 v 600", "changed 60 v 600",
                                "ended 60 v 600 predicted 359.4 at 110"])
    }

    /// The default minimum distance is 10 points: the first change is at 10, not before.
    @Test func firstChangeWaitsForTheMinimumDistance() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.5, script: { Drag(from: CGPoint(x: 200, y: 150), by: CGSize(width: 24, height: 0), duration: 0.1, at: 0) }) {
            Square(log: log)
        }
        #expect(log.entries == ["changed 12 v 240", "changed 16 v 240", "changed 20 v 240", "changed 24 v 240",
                                "ended 24 v 240 predicted 143.76 at 74"])
    }

    /// A drag that never goes the minimum distance fails: no change, no end.
    @Test func shortDragNeverEnds() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.5, script: { Drag("square", by: CGSize(width: 0, height: 6), duration: 0.1, at: 0) }) {
            Square(log: log)
        }
        #expect(log.entries.isEmpty)
    }

    /// Locations are in the view's own space by default, in the scene's with `.global`.
    @Test func locationsAreInTheGesturesCoordinateSpace() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.2, script: { Drag(from: CGPoint(x: 160, y: 110), to: CGPoint(x: 180, y: 110), duration: 1.0 / 60, at: 0) }) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 100, height: 100)
                    .gesture(DragGesture(minimumDistance: 0).onEnded { log.add("local \(rounded($0.startLocation.x)),\(rounded($0.startLocation.y))") })
                    .simultaneousGesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .onEnded { log.add("global \(rounded($0.startLocation.x)),\(rounded($0.startLocation.y))") })
            }
        }
        // The square is centred: its origin is (150, 100).
        #expect(log.entries == ["local 10,10", "global 160,110"])
    }

    @Test func missingLabelsAndEmptyPointsAreOneLineErrors() {
        let unknown = #expect(throws: SceneError.self) {
            _ = try runFrames(through: 0.1, script: { Drag("sqare", by: CGSize(width: 10, height: 0), at: 0) }) { Square(log: GestureLog()) }
        }
        #expect(unknown?.message == "scene gesture-test: Drag(\"sqare\", by: (10.0, 0.0), duration: 0.5, at: 0.0): Drag: no view with a gesture "
                + "labelled \"sqare\" (did you mean \"square\"?); label it with accessibilityLabel or accessibilityIdentifier")
        let empty = #expect(throws: SceneError.self) {
            _ = try runFrames(through: 0.1, script: { Drag(from: CGPoint(x: 5, y: 5), by: CGSize(width: 10, height: 0), at: 0) }) { Square(log: GestureLog()) }
        }
        #expect(empty?.message == "scene gesture-test: Drag(from: (5.0, 5.0), by: (10.0, 0.0), duration: 0.5, at: 0.0): "
                + "Drag: no gesture at (5, 5): start on a view with .gesture(…) attached")
    }
}
