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

/// A plain `List`'s section headers pin on iOS: a finger touches a header's button where it
/// sticks. A button in a header takes touches on its label only (here 68 × 22, 16 pt in), so a
/// point across the header beside the label (x 200) touches nothing, as on iOS.
@MainActor
@Suite struct PinnedListHeaderHitTests {
    /// Two sections of eight 44-pt rows with a button header each: A's header band is 0…34 (its
    /// label at 6…28) and its rows 34…386; B's header band 386…420 (label 392…414).
    private struct Sections: View {
        let log: GestureLog
        var body: some View {
            List {
                ForEach(["A", "B"], id: \.self) { section in
                    Section {
                        ForEach(0..<8, id: \.self) { row in Text("\(section)\(row)") }
                    } header: {
                        Button("Header \(section)") { log.add("header \(section)") }
                    }
                }
            }
            .listStyle(.plain)
        }
    }

    @Test func aTapOnAPinnedListHeaderHitsItWhereItSticks() throws {
        let log = GestureLog()
        let run = try runFrames(through: 0.6) {
            // Scrolled 200: A's header sticks at the top (label 6…28, laid out at −194…−172), over
            // row A4; B's lies at 186…220 (label 192…214).
            Scroll(toY: 200, at: 0, animation: nil)
            Tap("Header A", at: 0.1)
            Tap(at: CGPoint(x: 50, y: 17), at: 0.15)
            Tap(at: CGPoint(x: 50, y: 203), at: 0.2)
            // Scrolled 370: A's end (386) pushes its header up by 18 (label −12…10); B's label at 22…44.
            Scroll(toY: 370, at: 0.3, animation: nil)
            Tap(at: CGPoint(x: 50, y: 5), at: 0.4)
            Tap(at: CGPoint(x: 50, y: 33), at: 0.5)
        } view: { Sections(log: log) }
        #expect(log.entries == ["header A", "header A", "header B", "header A", "header B"])
        let labels = try run.displayList(at: 0.6).flattened.filter { $0.kind.hasPrefix("text:Header") }.map(\.rect.minY)
        #expect(labels == [-12, 22])
        #expect(throws: (any Error).self) {
            try runFrames(through: 0.2) {
                Scroll(toY: 200, at: 0, animation: nil)
                Tap(at: CGPoint(x: 200, y: 17), at: 0.1)
            } view: { Sections(log: log) }
        }
    }
}
