import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `toolbarTitleMenu` (a chevron after the inline title; a tap on the title opens the items as a
/// `Menu` does, centred under the title) and `toolbarRole(.editor)` (the Back button's chevron without its title).
@MainActor
@Suite struct ToolbarTitleMenuTests {
    @MainActor final class Log {
        var taps: [String] = []
    }

    private struct Report: View {
        let log: Log
        let displayMode: NavigationBarItem.TitleDisplayMode
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Report")
                    .navigationBarTitleDisplayMode(displayMode)
                    .toolbarTitleMenu {
                        Button("Duplicate") { log.taps.append("duplicate") }
                    }
            }
        }
    }

    private func graph(_ view: some View) -> ViewGraph {
        makeSceneGraph(view, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    private func texts(_ list: DisplayList) -> [String] {
        list.flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func anInlineTitleWithAMenuHasAChevronAndATapOnItOpensTheItems() throws {
        let log = Log()
        let graph = graph(Report(log: log, displayMode: .inline))
        let list = graph.displayList(at: 0)
        // Title (51 points wide with the fake measurer) and chevron centred in the bar (47 to 91)
        // together: 51 + 4 + 18 = 73 points from x = 158.5; the chevron's grey circle 4 points
        // after the title, centred on the bar's middle, 69.
        #expect(list.origin(ofText: "Report") == CGPoint(x: 159, y: 58))
        #expect(graph.shapes(in: Color(UIColor.tertiarySystemFill), at: 0) == [CGRect(x: 214, y: 60, width: 18, height: 18)])
        #expect(!texts(list).contains("Duplicate"))
        try Tap("Report", at: 0).perform(on: graph)
        #expect(texts(graph.play(from: 0, to: 1)).contains("Duplicate"))
        try Tap("Duplicate", at: 1).perform(on: graph)
        #expect(log.taps == ["duplicate"])
    }

    @Test func theTitleMenuOpensCentredUnderTheTitle() throws {
        let graph = graph(Report(log: Log(), displayMode: .inline))
        try Tap("Report", at: 0).perform(on: graph)
        _ = graph.play(from: 0, to: 1)
        // The label (title and chevron, 73 points from x = 158.5) has its middle at 195, the
        // screen's: the 250-point panel spans 70 to 320 (leading-aligned it would start at 158.5),
        // 8 points below the label (22 points high, centred in the bar from 47 to 91: 58 to 80).
        let panel = graph.shapes(in: Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1)), at: 1).filter { $0.width == 250 }
        #expect(panel.map(\.minX) == [70])
        #expect(panel.map(\.minY) == [88])
    }

    @Test func aLargeTitleHasNoChevronAndOpensNothing() {
        let graph = graph(Report(log: Log(), displayMode: .large))
        #expect(graph.shapes(in: Color(UIColor.tertiarySystemFill), at: 0).isEmpty)
        #expect(throws: RenderError.self) { try Tap("Report", at: 0).perform(on: graph) }
    }

    @Test func theEditorRoleShowsTheBackChevronWithoutItsTitleStillTappedAsBack() throws {
        struct Editor: View {
            @State private var path = [1]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationDestination(for: Int.self) { Text("Draft \($0)").toolbarRole(.editor) }
                }
            }
        }
        let graph = graph(Editor())
        let list = graph.displayList(at: 0)
        #expect(!texts(list).contains("Back"))
        #expect(texts(list).contains("Draft 1"))
        try Tap("Back", at: 0).perform(on: graph)
        #expect(!texts(graph.play(from: 0, to: 1)).contains("Draft 1"))
    }
}
