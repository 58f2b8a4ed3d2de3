import Testing
@testable import Flipbook
import FlipbookTestSupport

/// `ViewThatFits` chooses the first view whose ideal size fits along its axes, else the last.
/// Text is measured by `FakeTextMeasurer`: body text 8.5 pt a character, 21.25 pt a line; a text
/// reports its size rounded up to whole pixels (whole points here).
@MainActor
@Suite struct ViewThatFitsTests {
    private struct Favourite: View {
        var body: some View {
            ViewThatFits(in: .horizontal) {
                Text("Add to favourites")   // 144.5 wide: 145
                Text("Favourite")           // 76.5 wide: 77
                Text("Fav")                 // 25.5 wide: 26
            }
        }
    }

    @Test func firstViewThatFitsTheWidthIsChosen() {
        let graph = makeGraph(Favourite())
        #expect(graph.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 145, height: 22))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 145, height: nil)) == CGSize(width: 145, height: 22))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 144.5, height: nil)) == CGSize(width: 77, height: 22))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 76, height: nil)) == CGSize(width: 26, height: 22))
        // None fits: the last, at its size for the proposal (three characters on one 8.5 pt line each: 8.5 × 63.75).
        #expect(graph.sizeThatFits(ProposedViewSize(width: 10, height: nil)) == CGSize(width: 9, height: 64))
        // An unspecified width fits anything.
        #expect(graph.sizeThatFits(.unspecified) == CGSize(width: 145, height: 22))
    }

    @Test func aNestedViewThatFitsChoosesInTheSpaceItsParentLeavesIt() {
        // The outer one measures its first choice's ideal width (255), else takes its last choice, an
        // HStack whose inner ViewThatFits gets what the 100-pt colour leaves and chooses in that width.
        let view = ViewThatFits(in: .horizontal) {
            Text("Add to favourites and more now")          // 255 wide
            HStack(spacing: 0) {
                Color.red.frame(width: 100)
                ViewThatFits(in: .horizontal) {
                    Text("Add to favourites")               // 144.5 wide: 145
                    Text("Fav")                             // 25.5 wide: 26
                }
            }
        }
        let graph = makeGraph(view)
        #expect(graph.sizeThatFits(ProposedViewSize(width: 400, height: nil)) == CGSize(width: 255, height: 22))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 250, height: nil)) == CGSize(width: 245, height: 22))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 126, height: 22))
        let kinds = { (width: CGFloat) in makeGraph(view.frame(width: width)).displayList(at: 0).flattened.map(\.kind) }
        #expect(kinds(250) == ["shape", "text:Add to favourites"])
        #expect(kinds(200) == ["shape", "text:Fav"])
    }

    @Test func onlyTheChosenViewIsPlacedAndDrawn() {
        let graph = makeGraph(Favourite().frame(width: 100))
        // "Favourite" (76.5 × 21.25, 77 × 22 on the pixel grid) centred in the 400 × 300 scene:
        // 161.5…238.5, 139…161, drawn on whole pixels; the others get an empty frame at its centre.
        #expect(graph.frames(of: "Text(\"Favourite\")") == [[162, 139, 77, 22]])
        #expect(graph.frames(of: "Text(\"Add to favourites\")") == [[200, 150, 0, 0]])
        #expect(graph.frames(of: "Text(\"Fav\")") == [[200, 150, 0, 0]])
        #expect(graph.displayList(at: 0).flattened.map(\.kind) == ["text:Favourite"])
    }

    @Test func verticalFitMeasuresAtTheOfferedWidth() {
        // Along the vertical axis only, a view is measured at the width offered: the long text wraps
        // to two lines (93.5 × 42.5 pt, 94 × 43) in 100 pt and fits 50 pt of height, not 40.
        let view = ViewThatFits(in: .vertical) {
            Text("Add to favourites")
            Text("Fav")
        }
        let graph = makeGraph(view)
        #expect(graph.sizeThatFits(ProposedViewSize(width: 100, height: 50)) == CGSize(width: 94, height: 43))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 100, height: 40)) == CGSize(width: 26, height: 22))
        // Across, a vertical-only fit ignores width: the long text is chosen in 50 × 300 (it wraps to four lines).
        #expect(graph.sizeThatFits(ProposedViewSize(width: 50, height: 300)) == CGSize(width: 43, height: 85))
    }

    @Test func bothAxesMustFitByDefault() {
        let view = ViewThatFits {
            VStack(spacing: 0) { Text("Line one"); Text("Line two"); Text("Line three") }   // 85 × 66 (3 × 22)
            Text("Compact")                                                            // 60 × 22
        }
        let graph = makeGraph(view)
        #expect(graph.sizeThatFits(ProposedViewSize(width: 85, height: 66)) == CGSize(width: 85, height: 66))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 300, height: 60)) == CGSize(width: 60, height: 22))
        #expect(graph.sizeThatFits(ProposedViewSize(width: 80, height: 300)) == CGSize(width: 60, height: 22))
    }

    /// What the answers below did: taps, and appearances.
    @MainActor final class Log {
        var events: [String] = []
    }

    /// Three buttons in a row (26 + 43 + 17 + 2 × 8 spacing = 102 pt wide), else one button,
    /// in a frame `width` wide that a button outside sets to 300.
    private struct Answers: View {
        let log: Log
        @State private var width: CGFloat = 80

        var body: some View {
            VStack {
                ViewThatFits(in: .horizontal) {
                    HStack {
                        Button("Yes") { log.events.append("tap wide Yes") }
                        Button("Maybe") { log.events.append("tap wide Maybe") }
                        Button("No") { log.events.append("tap wide No") }
                    }
                    .onAppear { log.events.append("appear wide") }
                    .task { log.events.append("task wide") }
                    VStack {
                        Button("Maybe") { log.events.append("tap narrow Maybe") }
                    }
                    .onAppear { log.events.append("appear narrow") }
                }
                .frame(width: width)
                Button("Widen") { width = 300 }
            }
        }
    }

    @Test func theCandidatesNotChosenAreOutOfReachAndDoNotAppear() throws {
        let log = Log()
        let graph = makeGraph(Answers(log: log))
        #expect(log.events == ["appear narrow"])
        #expect(graph.buttonLabels == ["Maybe", "Widen"])
        try Tap("Maybe", at: 0.5).perform(on: graph)
        #expect(throws: RenderError.unknownTapLabel("Yes", known: ["Maybe", "Widen"])) { try Tap("Yes", at: 0.5).perform(on: graph) }
        // Widened, the row fits: it is shown, appears then (its task starting), and is the one tapped.
        try Tap("Widen", at: 1).perform(on: graph)
        #expect(graph.buttonLabels == ["Yes", "Maybe", "No", "Widen"])
        try Tap("Maybe", at: 1.5).perform(on: graph)
        #expect(log.events == ["appear narrow", "tap narrow Maybe", "appear wide", "task wide", "tap wide Maybe"])
    }

    /// What happened, each with the scene time it happened at.
    @MainActor final class TimedLog {
        var events: [String] = []
        func record(_ event: String) {
            events.append(event + " at " + (SceneTasks.currentTime().map { String(format: "%.1f", $0) } ?? "outside"))
        }
    }

    /// "Add to favourites" (145 wide) with an `onAppear`, an `onDisappear` and a task, else "Fav"
    /// with only an `onDisappear`, in a frame the buttons narrow (80) and widen (300).
    private struct Switching: View {
        let log: TimedLog
        @State private var width: CGFloat = 300
        @State private var isPresent = true

        var body: some View {
            VStack {
                if isPresent {
                    ViewThatFits(in: .horizontal) {
                        Text("Add to favourites")
                            .onAppear { log.record("appear wide") }
                            .onDisappear { log.record("disappear wide") }
                            .task {
                                log.record("task wide")
                                do { try await Task.sleep(for: .seconds(10)) } catch { log.record("task wide cancelled") }
                            }
                        Text("Fav")
                            .onDisappear { log.record("disappear narrow") }
                    }
                    .frame(width: width)
                }
                Button("Narrow") { width = 80 }
                Button("Widen") { width = 300 }
                Button("Remove") { isPresent = false }
            }
        }
    }

    @Test func aCandidateNoLongerChosenDisappearsAndTheNewOneAppearsOnceEach() throws {
        let log = TimedLog()
        let scene = FlipbookScene("switching", size: CGSize(width: 400, height: 300), duration: 3) {
            Tap("Narrow", at: 0.5)
            Tap("Widen", at: 1)
            Tap("Narrow", at: 1.5)
            Tap("Remove", at: 2)
        } content: {
            Switching(log: log)
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        for time in [0, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5] { _ = try run.displayList(at: time) }
        // Narrowed, the long text disappears (its task cancelled) and "Fav", with no `onAppear`,
        // shows; widened, the long text appears again (a new task) before "Fav" disappears.
        // Removed while "Fav" is shown, only "Fav" disappears: the long text already did.
        #expect(log.events == [
            "appear wide at 0.0", "task wide at 0.0",
            "disappear wide at 0.5", "task wide cancelled at 0.5",
            "appear wide at 1.0", "disappear narrow at 1.0", "task wide at 1.0",
            "disappear wide at 1.5", "task wide cancelled at 1.5",
            "disappear narrow at 2.0",
        ])
    }

    @Test func aCandidateNeverShownRunsNoOnDisappearWhenRemoved() throws {
        let log = TimedLog()
        let scene = FlipbookScene("never-shown", size: CGSize(width: 400, height: 300), duration: 1) {
            Tap("Remove", at: 0.5)
        } content: {
            Switching(log: log)
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        for time in [0, 0.5, 0.75] { _ = try run.displayList(at: time) }
        #expect(log.events == ["appear wide at 0.0", "task wide at 0.0", "disappear wide at 0.5", "task wide cancelled at 0.5"])
    }
}
