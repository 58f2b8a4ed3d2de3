import Testing
@testable import Flipbook
import FlipbookTestSupport

/// A finger touches a pinned section header where it sticks, not where it would lie unpinned:
/// 400×300 scenes, 60 fps.
@MainActor
@Suite struct PinnedSectionsHitTests {
    /// Two sections in a lazy stack pinning its headers: each a 30-pt header button, five 50-pt
    /// row buttons and a 20-pt footer, so section A spans 0…300 (header 0…30, rows from 30) and B 300…600.
    private struct Sections: View {
        let log: GestureLog
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    ForEach(["A", "B"], id: \.self) { section in
                        Section {
                            ForEach(0..<5, id: \.self) { row in
                                Button { log.add("\(section)\(row)") } label: { Color.gray.frame(height: 50) }
                            }
                        } header: {
                            Button { log.add("header \(section)") } label: { Color.red.frame(height: 30) }
                        } footer: {
                            Color.blue.frame(height: 20)
                        }
                    }
                }
            }
        }
    }

    @Test func aTapOnAPinnedHeaderHitsItWhereItSticks() throws {
        let log = GestureLog()
        _ = try runFrames(through: 1) {
            // Scrolled 100: A's header sticks at 0…30 (laid out at −100…−70) over row A1 (−20…30).
            Scroll(toY: 100, at: 0, animation: nil)
            Tap(at: CGPoint(x: 200, y: 15), at: 0.2)
            Tap(at: CGPoint(x: 200, y: 40), at: 0.3)
            // Scrolled 280: A's end (300) pushes its header up to 270…300, drawn at −10…20, over
            // A's footer (drawn 0…20); B's header, pinned too, is drawn where it lies (20…50).
            Scroll(toY: 280, at: 0.4, animation: nil)
            Tap(at: CGPoint(x: 200, y: 5), at: 0.5)
            Tap(at: CGPoint(x: 200, y: 30), at: 0.6)
        } view: { Sections(log: log) }
        #expect(log.entries == ["header A", "A2", "header A", "header B"])
    }
}
