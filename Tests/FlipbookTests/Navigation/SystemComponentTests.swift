import Observation
import Testing
@testable import Flipbook
import FlipbookDisplayList

@Observable @MainActor
private final class Path1 {
    var path: [Int] = []
}

/// A stack whose destination reports the environment it sees.
private struct Stack: View {
    @State var store = Path1()
    var body: some View {
        @Bindable var store = store
        NavigationStack(path: $store.path) {
            VStack {
                Button("Push") { store.path.append(7) }
                Button("Push at once") {
                    withTransaction(\.disablesAnimations, true) { store.path.append(8) }
                }
            }
            .navigationDestination(for: Int.self) { Destination(n: $0) }
        }
    }
}

private struct Destination: View {
    let n: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close \(n)") { dismiss() }
    }
}

@MainActor
@Suite struct SystemComponentTests {
    @Test func pushAnimatesFromTheTrailingEdgeAndDisablesAnimationsPushesAtOnce() throws {
        let graph = makeGraph(Stack(), size: CGSize(width: 300, height: 400))
        try graph.tap("Push", at: 0)
        graph.update(at: 0.1)
        let moving = try #require(offsetX(of: "Close 7", in: graph.displayList(at: 0.1)))
        #expect(moving > 0 && moving < 300)
        // The screen below slides a third of the way out, with the same spring.
        let below = try #require(offsetX(of: "Push", in: graph.displayList(at: 0.1)))
        #expect(below < 0 && below > -100)
        #expect(abs(below / -100 - (1 - moving / 300)) < 1e-9)
        // Springs are sampled frame by frame, as a render does (SwiftUI's fluid spring does not
        // catch up over gaps longer than a second).
        #expect(offsetX(of: "Close 7", in: play(graph, from: 0.1, to: 2)) == 0)

        try graph.tap("Close 7", at: 3)
        #expect(try #require(offsetX(of: "Close 7", in: play(graph, from: 3, to: 3.1))) > 0)
        #expect(offsetX(of: "Close 7", in: play(graph, from: 3.1, to: 5)) == nil)

        try graph.tap("Push at once", at: 6)
        #expect(offsetX(of: "Close 8", in: graph.displayList(at: 6)) == 0)
        #expect(offsetX(of: "Push", in: graph.displayList(at: 6)) == -100)
    }

    @Test func theCoveredScreenDimsAsThePushedOneSlidesOver() throws {
        let graph = makeGraph(Stack(), size: CGSize(width: 300, height: 400))
        #expect(dimming(in: graph.displayList(at: 0)) == 0)
        try graph.tap("Push", at: 0)
        graph.update(at: 0.1)
        let list = graph.displayList(at: 0.1)
        // Dimming and sliding share the push's spring: 0.1 × the third of the width slid so far.
        let below = try #require(offsetX(of: "Push", in: list))
        // (Colour components are stored as Float: within Float's precision.)
        #expect(abs(dimming(in: list) - 0.1 * below / -100) < 1e-7)
        #expect(dimming(in: play(graph, from: 0.1, to: 2)) == Double(Float(0.1)))
    }

    @Test func theBarStaysWhileItsButtonsCrossFadeAndItsTitlesCrossFadeMoving() throws {
        struct Titled: View {
            @State var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    // A title too long to title the pushed screen's Back button, which reads "Back".
                    Button("Push") { path.append(1) }
                        .navigationTitle("Root of the stack")
                        .navigationBarTitleDisplayMode(.inline)
                        .navigationDestination(for: Int.self) {
                            Text("Page \($0)").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
                        }
                }
            }
        }
        let graph = makeGraph(Titled(), size: CGSize(width: 300, height: 400))
        try graph.tap("Push", at: 0)
        graph.update(at: 0.1)
        let pushing = graph.displayList(at: 0.1)
        // How far the push has come: the page slides in from x = 300.
        let pushed = 1 - (try #require(offsetX(of: "Page 1", in: pushing))) / 300
        #expect(pushed > 0.1 && pushed < 0.9)
        // The bar's buttons do not slide with their pages; the incoming ones fade in as the outgoing
        // fade out. The titles cross-fade too, moving a third of the width (100) with the push.
        #expect(translation(of: "Back", in: pushing) == .zero)
        #expect(abs(try #require(offsetX(of: "Root of the stack", in: pushing)) + 100 * pushed) < 1e-9)
        #expect(abs(try #require(offsetX(of: "Detail", in: pushing)) - 100 * (1 - pushed)) < 1e-9)
        #expect(abs(try #require(opacity(of: "Detail", in: pushing)) - pushed) < 1e-9)
        #expect(abs(try #require(opacity(of: "Back", in: pushing)) - pushed) < 1e-9)
        #expect(abs(try #require(opacity(of: "Root of the stack", in: pushing)) - (1 - pushed)) < 1e-9)

        _ = play(graph, from: 0.1, to: 2)
        try graph.tap("Back", at: 2)
        let popping = play(graph, from: 2, to: 2.1)
        let popped = (try #require(offsetX(of: "Page 1", in: popping))) / 300
        #expect(popped > 0.1 && popped < 0.9)
        #expect(translation(of: "Back", in: popping) == .zero)
        #expect(abs(try #require(offsetX(of: "Root of the stack", in: popping)) + 100 * (1 - popped)) < 1e-9)
        #expect(abs(try #require(offsetX(of: "Detail", in: popping)) - 100 * popped) < 1e-9)
        #expect(abs(try #require(opacity(of: "Detail", in: popping)) - (1 - popped)) < 1e-9)
        #expect(abs(try #require(opacity(of: "Root of the stack", in: popping)) - popped) < 1e-9)
    }

    @Test func aMissingDestinationIsReported() throws {
        struct NoDestination: View {
            @State var path: [String] = []
            var body: some View {
                NavigationStack(path: $path) { Button("Go") { path.append("x") } }
            }
        }
        let graph = makeGraph(NoDestination())
        try graph.tap("Go", at: 0)
        #expect(graph.warnings.contains { $0.contains("no navigationDestination(for: String)") })
    }

    @Test func sheetSlidesUpUnlessAnimationsAreDisabledAndCallsOnDismiss() throws {
        struct Sheet: View {
            @State private var shown = false
            @State private var dismissals = 0
            var body: some View {
                VStack {
                    Button("Show") { shown = true }
                    Button("Show at once") { withTransaction(\.disablesAnimations, true) { shown = true } }
                    Text("Dismissed \(dismissals)")
                }
                .frame(width: 300, height: 400)
                .sheet(isPresented: $shown, onDismiss: { dismissals += 1 }) {
                    SheetBody()
                }
            }
        }
        struct SheetBody: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Hide") { dismiss() } }
        }
        func offsetY(_ string: String, _ list: DisplayList) -> Double? { translation(of: string, in: list).map { Double($0.height) } }
        let graph = makeGraph(Sheet(), size: CGSize(width: 300, height: 400))
        try graph.tap("Show", at: 0)
        #expect(try #require(offsetY("Hide", play(graph, from: 0, to: 0.1))) > 0)
        #expect(offsetY("Hide", play(graph, from: 0.1, to: 2)) == 0)
        try graph.tap("Hide", at: 3)
        #expect(offsetY("Hide", play(graph, from: 3, to: 5)) == nil)
        #expect(graph.buttonLabels.contains("Hide") == false)
        #expect(graph.displayList(at: 5).flattened.contains { $0.kind == "text:Dismissed 1" })
        try graph.tap("Show at once", at: 6)
        #expect(offsetY("Hide", graph.displayList(at: 6)) == 0)
    }

    @Test func borderedProminentButtonsAreWhiteOnTheTint() {
        let graph = makeGraph(Button("Go") {}.buttonStyle(.borderedProminent), size: CGSize(width: 200, height: 100))
        let drawn = graph.displayList(at: 0).flattened
        // "Go" is 2 × 8.5 = 17 wide and 21.25 tall; padded 12 × 7 pt: 41 × 35.25 centred in
        // 200 × 100, at (79.5, 32.375), rounded to whole pixels.
        #expect(drawn.first?.rect == CGRect(x: 80, y: 32, width: 41, height: 36))
        #expect(drawn.first?.color == Color.accentColor.rgba)
        #expect(drawn.last?.kind == "text:Go")
        #expect(drawn.last?.color == Color.white.rgba)
    }

    @Test func environmentPropertiesReadTheirViewsEnvironment() {
        struct Reader: View {
            @Environment(\.lineSpacing) private var spacing
            var body: some View { Text("spacing \(Int(spacing))") }
        }
        let graph = makeGraph(Reader().lineSpacing(6))
        #expect(graph.displayList(at: 0).flattened.contains { $0.kind == "text:spacing 6" })
    }

    @Test func navigationLinksPushValuesAndDestinationsWithTitles() throws {
        struct Links: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Seven", value: 7)
                        NavigationLink("About") { Text("About text").navigationTitle("About").navigationBarTitleDisplayMode(.inline) }
                    }
                    .navigationTitle("Numbers")
                    .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("Detail") }
                }
            }
        }
        func text(_ string: String, _ list: DisplayList) -> TextDrawing? {
            func search(_ items: [DisplayItem]) -> TextDrawing? {
                for item in items {
                    switch item {
                    case .text(let text) where text.layout.string == string: return text
                    case .group(let group): if let found = search(group.items) { return found }
                    default: continue
                    }
                }
                return nil
            }
            return search(list.items)
        }
        let graph = makeGraph(Links(), size: CGSize(width: 300, height: 400))
        // The root's title is large: 34 pt bold, below the 44 pt bar.
        let title = try #require(text("Numbers", graph.displayList(at: 0)))
        #expect(title.layout.font.size == 34 && title.layout.font.weight == 700)
        #expect(graph.buttonLabels == ["Seven", "About"])
        try graph.tap("Seven", at: 0)
        #expect(text("Number 7", play(graph, from: 0, to: 1.5)) != nil)
        #expect(translation(of: "Number 7", in: graph.displayList(at: 1.5)) == .zero)
        try graph.tap("Back", at: 2)
        _ = play(graph, from: 2, to: 3.5)
        try graph.tap("About", at: 4)
        let about = play(graph, from: 4, to: 5.5)
        // An inline title is the bar's headline.
        #expect(text("About", about)?.layout.font.size == 17)
        #expect(text("About text", about) != nil)
    }

    @Test func linksThatCannotPushAreReported() throws {
        struct Outside: View {
            var body: some View { NavigationLink("Go", value: 1) }
        }
        let outside = makeGraph(Outside())
        try outside.tap("Go", at: 0)
        #expect(outside.warnings.contains { $0.contains("NavigationLink is outside a NavigationStack") })
        struct Typed: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) { NavigationLink("Go", value: "text") }
            }
        }
        let typed = makeGraph(Typed())
        try typed.tap("Go", at: 0)
        #expect(typed.warnings.contains { $0.contains("a String cannot go on this stack's path") })
    }

    @Test func fullScreenCoverCoversEverythingFromTheTop() throws {
        struct Cover: View {
            @State private var shown = false
            var body: some View {
                Button("Show") { withTransaction(\.disablesAnimations, true) { shown = true } }
                    .frame(width: 300, height: 400)
                    .fullScreenCover(isPresented: $shown) { Text("Covered") }
            }
        }
        let graph = makeGraph(Cover(), size: CGSize(width: 300, height: 400))
        try graph.tap("Show", at: 0)
        let list = graph.displayList(at: 0)
        // The cover's white background fills the whole 300 × 400 frame; the view below keeps its scale.
        #expect(list.flattened.contains { $0.kind == "shape" && $0.rect == CGRect(x: 0, y: 0, width: 300, height: 400) && $0.color == Color.white.rgba })
        #expect(translation(of: "Show", in: list) == .zero)
        #expect(translation(of: "Covered", in: list) == .zero)
    }
}
