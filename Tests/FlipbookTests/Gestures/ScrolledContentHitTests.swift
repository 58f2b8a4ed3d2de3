import Testing
@testable import Flipbook
import FlipbookTestSupport

/// A finger on a scrolled scroll view touches what is drawn under it: 50 pt rows in a 400×300
/// scene, scrolled 200 pt down at 0 s (at once), so the row drawn at y is row ⌊(y + 200) / 50⌋.
@MainActor
@Suite struct ScrolledContentHitTests {
    private struct Buttons: View {
        let log: GestureLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Button { log.add("button \(index)") } label: { Color.gray.frame(height: 50).overlay { Text("Row \(index)") } }
                    }
                }
            }
        }
    }

    private struct Cells: View {
        let log: GestureLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { index in
                        Color.gray.frame(height: 50).overlay { Text("Cell \(index)") }
                            .gesture(TapGesture().onEnded { log.add("cell \(index)") })
                    }
                }
            }
        }
    }

    @Test func aTapAtAPointHitsTheRowDrawnThere() throws {
        let log = GestureLog()
        _ = try runFrames(through: 1) {
            Scroll(toY: 200, at: 0, animation: nil)
            Tap(at: CGPoint(x: 200, y: 25), at: 0.5)
            Tap(at: CGPoint(x: 200, y: 290), at: 0.6)
            Tap("Row 7", at: 0.7)
        } view: { Buttons(log: log) }
        #expect(log.entries == ["button 4", "button 9", "button 7"])
    }

    @Test func aGestureInScrolledContentIsTouchedWhereItIsDrawn() throws {
        let log = GestureLog()
        _ = try runFrames(through: 1) {
            Scroll(toY: 200, at: 0, animation: nil)
            Tap(at: CGPoint(x: 200, y: 75), at: 0.5)
            // By label the finger goes down at the cell's centre as drawn: (200, 175), on cell 7.
            Tap("Cell 7", at: 0.6)
        } view: { Cells(log: log) }
        #expect(log.entries == ["cell 5", "cell 7"])
    }

    @Test func aGesturesLocationIsInTheScrolledContentsCoordinates() throws {
        let log = GestureLog()
        _ = try runFrames(through: 1) {
            Scroll(toY: 200, at: 0, animation: nil)
            Tap(at: CGPoint(x: 100, y: 40), at: 0.5)
        } view: {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { _ in Color.gray.frame(height: 50) }
                }
                .gesture(DragGesture(minimumDistance: 0).onEnded { log.add("\(rounded($0.location.x)), \(rounded($0.location.y))") })
            }
        }
        #expect(log.entries == ["100, 240"])
    }

    @Test func contentOutsideWhatTheScrollViewShowsIsNotTouched() throws {
        // A 100-pt scroll view drawn over a button filling the scene: its rows at rest run on below
        // its frame, clipped; a tap there reaches the button.
        let log = GestureLog()
        _ = try runFrames(through: 1) {
            Tap(at: CGPoint(x: 200, y: 150), at: 0.5)
            Tap(at: CGPoint(x: 200, y: 60), at: 0.6)
        } view: {
            ZStack(alignment: .top) {
                Button { log.add("below") } label: { Color.white }
                Buttons(log: log).frame(height: 100)
            }
        }
        #expect(log.entries == ["below", "button 1"])
    }

    private struct Presenting: View {
        let log: GestureLog
        @State private var isWarning = false
        var body: some View {
            ZStack(alignment: .top) {
                Button { log.add("below") } label: { Color.white }
                ScrollView {
                    Button("Warn") {
                        log.add("warn")
                        isWarning = true
                    }
                    .frame(height: 50)
                    .alert("Careful", isPresented: $isWarning) { Button("OK") {} }
                }
                .frame(height: 100)
            }
        }
    }

    @Test func aPresentationFromScrolledContentTakesTapsOutsideTheScrollView() throws {
        // The alert a row presents is drawn over the scene; its dimming takes a tap below the
        // 100-pt scroll view (and below the alert), which reaches nothing under it.
        let log = GestureLog()
        _ = try runFrames(through: 1.5) {
            Tap("Warn", at: 0.2)
            Tap(at: CGPoint(x: 200, y: 280), at: 1)
        } view: { Presenting(log: log) }
        #expect(log.entries == ["warn"])
    }
}
