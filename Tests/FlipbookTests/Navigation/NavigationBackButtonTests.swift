import Testing
@testable import Flipbook

/// A pushed screen's Back button: hidden by `navigationBarBackButtonHidden(_:)`; titled, as UIKit's
/// default display mode titles it, with the previous screen's title when that fits beside the
/// screen's centred title, else "Back", else the chevron alone. The fake measurer makes a 17-pt
/// character 8.5 points wide: on a 390-pt screen, beside a 12-character title (102 points), the
/// button has 195 − 51 − 8 (gap) − 10 (inset) = 126 points, the chevron and its spacing 16 of them.
@MainActor
@Suite struct NavigationBackButtonTests {
    private func graph(hidden: Bool?) -> ViewGraph {
        makeSceneGraph(NavigationStack(path: .constant([1])) {
            Text("Root").navigationDestination(for: Int.self) { value in
                if let hidden {
                    Text("Detail \(value)").navigationBarBackButtonHidden(hidden)
                } else {
                    Text("Detail \(value)")
                }
            }
        }, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    private func backs(_ graph: ViewGraph) -> Int {
        graph.displayList(at: 0).flattened.filter { $0.kind == "text:Back" }.count
    }

    @Test func hiddenRemovesTheBackButtonAndItsTapTarget() {
        #expect(backs(graph(hidden: nil)) == 1)
        #expect(backs(graph(hidden: false)) == 1)
        let hidden = graph(hidden: true)
        #expect(backs(hidden) == 0)
        #expect(throws: RenderError.self) { try Tap("Back", at: 0.1).perform(on: hidden) }
    }

    @Test func theOutermostRequestWins() {
        let view = Text("x").navigationBarBackButtonHidden(false).navigationBarBackButtonHidden()
        #expect(NavigationBackButton.isHidden(in: makeGraph(view).rootElements))
        #expect(!NavigationBackButton.isHidden(in: makeGraph(Text("x")).rootElements))
    }

    /// A stack whose root is titled `root` (if at all), with a screen titled `detail` pushed over
    /// it, its leading toolbar items `leading`.
    private func pushed(root: String?, detail: String = "Banana Bread", leading: [String] = [], principal: String? = nil,
                        role: ToolbarRole = .automatic) -> ViewGraph {
        makeSceneGraph(Titled(path: [1], root: root, detail: detail, leading: leading, principal: principal, role: role),
                       size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    private struct Titled: View {
        @State var path: [Int]
        let root: String?
        let detail: String
        let leading: [String]
        let principal: String?
        let role: ToolbarRole
        var body: some View {
            NavigationStack(path: $path) {
                Group {
                    if let root { Text("Root").navigationTitle(root) } else { Text("Root") }
                }
                .navigationDestination(for: Int.self) { _ in
                    let screen = Text("Detail").navigationTitle(detail).toolbarRole(role)
                    if let principal {
                        screen.toolbar { ToolbarItem(placement: .principal) { Text(principal) } }
                    } else if leading.isEmpty {
                        screen
                    } else {
                        screen.toolbar {
                            ToolbarItemGroup(placement: .topBarLeading) { ForEach(leading, id: \.self) { Button($0) {} } }
                        }
                    }
                }
            }
        }
    }

    /// The texts drawn in the leading half of the bar (y 47 to 91), with their origins.
    private func backTexts(_ graph: ViewGraph, at time: Double = 0) -> [String: CGPoint] {
        var found: [String: CGPoint] = [:]
        for item in graph.displayList(at: time).flattened where item.kind.hasPrefix("text:")
            && (47..<91).contains(item.rect.minY) && item.rect.minX < 195 {
            found[String(item.kind.dropFirst(5))] = item.rect.origin
        }
        return found
    }

    @Test func theBackButtonShowsThePreviousScreensTitleWhenItFits() {
        // 12 characters: 16 + 102 = 118 ≤ 126. After the chevron (10 in, 10 wide) and 6 points;
        // centred down the bar: 47 + (44 − 22) / 2 (the text's 21.25-point height rounded up to the pixel).
        #expect(backTexts(pushed(root: "Dinner Ideas")) == ["Dinner Ideas": CGPoint(x: 26, y: 58)])
        // A large previous title is still the one shown.
        #expect(backTexts(pushed(root: "Recipes")) == ["Recipes": CGPoint(x: 26, y: 58)])
        // No previous title: "Back".
        #expect(backTexts(pushed(root: nil)) == ["Back": CGPoint(x: 26, y: 58)])
    }

    @Test func aTitleTooLongForTheRoomFallsBackToBackThenToTheChevronAlone() {
        // 13 characters: 16 + 110.5 > 126.
        #expect(backTexts(pushed(root: "Dinner Ideas!")) == ["Back": CGPoint(x: 26, y: 58)])
        // Beside a 33-character title (280.5 points) the room is 36.75: not even "Back" (50) fits.
        let crowded = pushed(root: "Recipes", detail: "Banana Bread With Walnuts & Honey")
        #expect(backTexts(crowded).isEmpty)
        #expect(chevrons(crowded).count == 1)
    }

    @Test func leadingItemsTakeTheirWidthFromTheBackButtonsRoom() {
        // "Edit" (34) after 16 points: 126 − 50 = 76 for the Back button, whose chevron, spacing and
        // "Recipes" (59.5, 60 on the pixel grid) take 76; "Edit" then starts at 10 + 76 + 16.
        #expect(backTexts(pushed(root: "Recipes", leading: ["Edit"])).keys.sorted() == ["Edit", "Recipes"])
        #expect(backTexts(pushed(root: "Recipes", leading: ["Edit"]))["Edit"] == CGPoint(x: 102, y: 58))
        #expect(backTexts(pushed(root: "Recipes!", leading: ["Edit"])).keys.sorted() == ["Back", "Edit"])
    }

    @Test func aPrincipalItemTakesTheTitlesPlaceInTheBackButtonsRoom() {
        // A 20-character principal item (170 points) instead of the 12-character title: the room is
        // 195 − 85 − 8 − 10 = 92, too little for "Dinner Ideas" (118) but enough for "Back" (50).
        // (The principal item, centred, starts at 195 − 85 = 110.)
        #expect(backTexts(pushed(root: "Dinner Ideas", principal: "Principal Item Texts"))
                == ["Back": CGPoint(x: 26, y: 58), "Principal Item Texts": CGPoint(x: 110, y: 58)])
        // A short one leaves more room than the title did: 195 − 25.5 − 18 = 151.5 fits 16 + 127.5.
        #expect(backTexts(pushed(root: "Dinner Ideas!!", principal: "Map")).keys.sorted() == ["Dinner Ideas!!", "Map"])
        #expect(backTexts(pushed(root: "Dinner Ideas!!")).keys.sorted() == ["Back"])
    }

    @Test func aScriptTapsTheBackButtonAsBackOrByThePreviousTitleWhateverItShows() throws {
        for (label, detail) in [("Back", "Banana Bread"), ("Recipes", "Banana Bread"),
                                ("Back", "Banana Bread With Walnuts & Honey"), ("Recipes", "Banana Bread With Walnuts & Honey")] {
            let graph = pushed(root: "Recipes", detail: detail)
            try Tap(label, at: 0.1).perform(on: graph)
            let texts = graph.displayList(at: 2).flattened.map(\.kind)
            #expect(texts.contains("text:Root") && !texts.contains("text:Detail"), "\(label) beside \(detail)")
        }
        // With the editor role the chevron alone, still tapped by the previous title.
        let editor = pushed(root: "Recipes", role: .editor)
        #expect(backTexts(editor).isEmpty)
        try Tap("Recipes", at: 0.1).perform(on: editor)
        #expect(!editor.displayList(at: 2).flattened.map(\.kind).contains("text:Detail"))
    }

    @Observable final class Mailbox {
        var name = "Inbox"
    }

    @Test func aPreviousTitleThatChangesRetitlesTheBackButton() throws {
        // Only the root screen reads the name: the pushed screen is resolved again for it.
        struct Renamed: View {
            let mailbox: Mailbox
            var body: some View { Text("Root").navigationTitle(mailbox.name) }
        }
        let mailbox = Mailbox()
        let graph = makeSceneGraph(NavigationStack(path: .constant([1])) {
            Renamed(mailbox: mailbox).navigationDestination(for: Int.self) { _ in Text("Detail").navigationTitle("Mail") }
        }, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        #expect(Array(backTexts(graph).keys) == ["Inbox"])
        try At(1) { mailbox.name = "Archive" }.perform(on: graph)
        #expect(Array(backTexts(graph, at: 1).keys) == ["Archive"])
    }

    /// The chevrons drawn in the bar.
    private func chevrons(_ graph: ViewGraph) -> [CGRect] {
        graph.displayList(at: 0).flattened.filter { $0.kind == "shape" && $0.rect.size == CGSize(width: 10, height: 18) }.map(\.rect)
    }
}
