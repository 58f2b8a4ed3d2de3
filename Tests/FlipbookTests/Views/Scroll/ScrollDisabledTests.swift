import Testing
@testable import Flipbook
import FlipbookTestSupport

/// `scrollDisabled`: a finger no longer moves the content (a 400×300 scene, 50-pt rows).
@MainActor
@Suite struct ScrollDisabledTests {
    /// The error a drag from (200, 250) up by 200 pt over `view` throws; nil when it scrolls.
    private func dragError(_ view: @escaping @MainActor @Sendable () -> some View) -> String? {
        do {
            _ = try scrollOffsets(through: 30) {
                Drag(from: CGPoint(x: 200, y: 250), by: CGSize(width: 0, height: -200), duration: 0.2, at: 0)
            } view: { view() }
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aDragFindsNothingToMoveInADisabledScrollView() {
        // As over any view without a gesture: nothing under the finger moves.
        #expect(dragError { ScrollFeed().scrollDisabled(true) }?.contains("Drag: no gesture at (200, 250)") == true)
        // Enabled again inside, it stays disabled, as in SwiftUI.
        #expect(dragError { ScrollFeed().scrollDisabled(false).scrollDisabled(true) }?.contains("no gesture") == true)
        #expect(dragError { ScrollFeed().scrollDisabled(false) } == nil)
    }

    @Test func aPullOnADisabledRefreshableListIsAnError() throws {
        let graph = makeGraph(List(0..<3, id: \.self) { Text("Row \($0)") }.refreshable {}.scrollDisabled(true),
                              size: CGSize(width: 400, height: 300))
        #expect(throws: RenderError.invalidScroll(
            "Pull(distance: 160.0, duration: 0.4, at: 0.0): the scroll view has .scrollDisabled(true), so a finger cannot pull it")) {
            try Pull(at: 0).perform(on: graph)
        }
    }
}
