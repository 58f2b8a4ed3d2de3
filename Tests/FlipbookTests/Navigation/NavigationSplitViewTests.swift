import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A `NavigationSplitView` on an iPhone: its columns collapsed into one stack, a tapped row of a
/// column's selectable list (or a selection set by code) pushing the next column, Back (or a
/// selection set to nil) popping it and clearing the selection; a `NavigationStack` in the detail
/// merged into the collapsed stack.
@MainActor
@Suite struct NavigationSplitViewTests {
    @Observable final class Model {
        var category: String?
        var recipe: String?
        var column = NavigationSplitViewColumn.sidebar
        var steps: [Int] = []
    }

    /// Categories, their recipes, a recipe's detail, as the everyday three-column pattern writes them.
    private struct Cookbook: View {
        @Bindable var model: Model

        var body: some View {
            NavigationSplitView(preferredCompactColumn: $model.column) {
                List(["Breakfast", "Pasta"], id: \.self, selection: $model.category) { Text($0) }
                    .navigationTitle("Cookbook")
            } content: {
                if let category = model.category {
                    List(["\(category) one", "\(category) two"], id: \.self, selection: $model.recipe) { Text($0) }
                } else {
                    Text("Pick a category")
                }
            } detail: {
                Text(model.recipe.map { "Recipe: \($0)" } ?? "Pick a recipe")
            }
        }
    }

    private func graph(_ view: some View) -> ViewGraph {
        makeSceneGraph(view, size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    private func texts(_ list: DisplayList) -> [String] {
        list.flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func tappedRowsPushTheContentThenTheDetailAndBackClearsEachSelection() throws {
        let model = Model()
        let graph = graph(Cookbook(model: model))
        let sidebar = graph.displayList(at: 0)
        #expect(texts(sidebar) == ["Breakfast", "Pasta", "Cookbook"])
        let row = sidebar.origin(ofText: "Pasta")
        // The second row of an inset grouped list below the large title.
        #expect(row == CGPoint(x: 32, y: 233))

        try Tap("Pasta", at: 0).perform(on: graph)
        #expect(model.category == "Pasta" && model.column == .content)
        // The content column slides in from the trailing edge, as a push does.
        let sliding = graph.play(from: 0, to: 0.1).origin(ofText: "Pasta one")
        #expect(sliding.x > row.x + 40 && sliding.x < row.x + 390)
        let content = graph.play(from: 0.1, to: 1)
        // The content column has no title: its list starts below the bar.
        #expect(content.origin(ofText: "Pasta one") == CGPoint(x: 32, y: 137))
        // Its Back button is titled with the sidebar's title.
        #expect(content.flattened.filter { $0.kind == "text:Cookbook" && $0.rect.minY < 91 }.map(\.rect.origin) == [CGPoint(x: 26, y: 58)])

        try Tap("Pasta two", at: 1).perform(on: graph)
        #expect(model.recipe == "Pasta two" && model.column == .detail)
        #expect(graph.play(from: 1, to: 2).origin(ofText: "Recipe: Pasta two") == CGPoint(x: 123, y: 440))

        try Tap("Back", at: 2).perform(on: graph)
        #expect(model.recipe == nil && model.category == "Pasta" && model.column == .content)
        try Tap("Back", at: 3).perform(on: graph)
        #expect(model.category == nil && model.column == .sidebar)
        #expect(texts(graph.play(from: 3, to: 4)) == ["Breakfast", "Pasta", "Cookbook"])
    }

    @Test func thePreferredCompactColumnIsOnTopFirstWithTheColumnsBeforeItBelow() throws {
        let model = Model()
        model.column = .detail
        let graph = graph(Cookbook(model: model))
        let detail = graph.displayList(at: 0)
        #expect(detail.origin(ofText: "Pick a recipe") == CGPoint(x: 140, y: 440))
        // The content column is below it, covered: moved a third of the width (130) to the left.
        #expect(detail.origin(ofText: "Pick a category") == CGPoint(x: 131 - 130, y: 440))
        try Tap("Back", at: 0).perform(on: graph)
        #expect(model.column == .content)
        #expect(texts(graph.play(from: 0, to: 1)).contains("Pick a category"))
    }

    @Test func aNavigationLinkRowOfASelectableListSelectsItsValue() throws {
        struct Links: View {
            @State private var selection: Int?
            var body: some View {
                NavigationSplitView {
                    List(selection: $selection) {
                        NavigationLink("One", value: 1)
                        NavigationLink("Two", value: 2)
                    }
                } detail: {
                    Text(selection.map { "Number \($0)" } ?? "None")
                }
            }
        }
        let graph = graph(Links())
        // One tap target a row (the link is the row's label and chevron, not a button of its own).
        try Tap("Two", at: 0).perform(on: graph)
        let detail = graph.play(from: 0, to: 1)
        #expect(detail.origin(ofText: "Number 2") == CGPoint(x: 161, y: 440))
        try Tap("Back", at: 1).perform(on: graph)
        #expect(!texts(graph.play(from: 1, to: 2)).contains("Number 2"))
    }

    @Test func aSelectionSetByCodePushesTheNextColumnAndNilPopsBackToIt() throws {
        let model = Model()
        let graph = graph(Cookbook(model: model))
        _ = graph.displayList(at: 0)
        try At(1) { model.category = "Pasta" }.perform(on: graph)
        #expect(model.column == .content)
        // Pushed as a tap pushes it: sliding in from the trailing edge, then at rest below the bar.
        let sliding = graph.play(from: 1, to: 1.1).origin(ofText: "Pasta one")
        #expect(sliding.x > 32 + 40 && sliding.x < 32 + 390)
        #expect(graph.play(from: 1.1, to: 2).origin(ofText: "Pasta one") == CGPoint(x: 32, y: 137))
        try At(2) { model.recipe = "Pasta two" }.perform(on: graph)
        #expect(model.column == .detail)
        #expect(graph.play(from: 2, to: 3).origin(ofText: "Recipe: Pasta two") == CGPoint(x: 123, y: 440))
        // A selection set to nil pops back to its column (the detail's recipe list: the content).
        try At(3) { model.recipe = nil }.perform(on: graph)
        #expect(model.column == .content && model.category == "Pasta")
        #expect(graph.play(from: 3, to: 4).origin(ofText: "Pasta one") == CGPoint(x: 32, y: 137))
        try At(4) { model.category = nil }.perform(on: graph)
        #expect(model.column == .sidebar)
        #expect(texts(graph.play(from: 4, to: 5)) == ["Breakfast", "Pasta", "Cookbook"])
    }

    @Test func aSelectionSetWithAnimationsDisabledPushesAndPopsAtOnce() throws {
        let model = Model()
        let graph = graph(Cookbook(model: model))
        _ = graph.displayList(at: 0)
        try At(1) { withTransaction(\.disablesAnimations, true) { model.category = "Pasta" } }.perform(on: graph)
        // At rest below the bar at once, as a stack's own push under the same transaction.
        #expect(graph.play(from: 1, to: 1.05).origin(ofText: "Pasta one") == CGPoint(x: 32, y: 137))
        try At(2) {
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { model.category = nil }
        }.perform(on: graph)
        #expect(texts(graph.play(from: 2, to: 2.05)) == ["Breakfast", "Pasta", "Cookbook"])
        // Without it the push slides.
        try At(3) { model.category = "Pasta" }.perform(on: graph)
        #expect(graph.play(from: 3, to: 3.05).origin(ofText: "Pasta one").x > 32 + 40)
    }

    @Test func aButtonSettingTheSelectionPushesAsATapOnTheRowDoes() throws {
        struct Surprise: View {
            @State private var selection: String?
            var body: some View {
                NavigationSplitView {
                    List(["Soup", "Salad"], id: \.self, selection: $selection) { Text($0) }
                        .toolbar { Button("Surprise me") { selection = "Salad" } }
                } detail: {
                    Text(selection.map { "Today: \($0)" } ?? "Nothing yet")
                }
            }
        }
        let graph = graph(Surprise())
        _ = graph.displayList(at: 0)
        try Tap("Surprise me", at: 0.5).perform(on: graph)
        let detail = graph.play(from: 0.5, to: 1.5)
        #expect(texts(detail).contains("Today: Salad") && texts(detail).contains("Back"))
        try Tap("Back", at: 1.5).perform(on: graph)
        // Back cleared the selection: the sidebar again, no row highlighted.
        _ = graph.play(from: 1.5, to: 2.5)
        #expect(!texts(graph.displayList(at: 2.5)).contains("Today: Salad"))
        #expect(graph.shapes(in: Color(UIColor.systemGray4), at: 2.5).isEmpty)
    }

    @Test func aSelectionTheListsHaveAsTheSplitViewAppearsOpensTheirColumnsAtOnce() throws {
        let model = Model()
        model.category = "Breakfast"
        model.recipe = "Breakfast two"
        let graph = graph(Cookbook(model: model))
        // Frame 0 shows the detail at rest (no push animation), the content covered below it.
        let first = graph.displayList(at: 0)
        #expect(first.origin(ofText: "Recipe: Breakfast two") == CGPoint(x: 106, y: 440))
        #expect(model.column == .detail)
        try Tap("Back", at: 0.5).perform(on: graph)
        let content = graph.play(from: 0.5, to: 1.5)
        #expect(content.origin(ofText: "Breakfast one") == CGPoint(x: 32, y: 137))
        #expect(model.recipe == nil && model.category == "Breakfast")
    }

    @Test func aSelectionSetInOnAppearOrATaskOpensTheNextColumnAsTheSplitViewAppears() throws {
        struct Restored: View {
            @State private var selection: String?
            let restoresInTask: Bool
            var body: some View {
                NavigationSplitView {
                    List(["Soup", "Salad"], id: \.self, selection: $selection) { Text($0) }
                } detail: {
                    Text(selection.map { "Today: \($0)" } ?? "Nothing yet")
                }
                .onAppear { if !restoresInTask { selection = "Soup" } }
                .task { if restoresInTask { selection = "Salad" } }
            }
        }
        // Restored before the first frame: the detail shows at rest at once (its 93.5-point text
        // centred: x = 148), with a Back button.
        let appeared = graph(Restored(restoresInTask: false)).displayList(at: 0)
        #expect(texts(appeared).contains("Today: Soup") && texts(appeared).contains("Back"))
        #expect(appeared.origin(ofText: "Today: Soup") == CGPoint(x: 148, y: 440))
        let tasked = graph(Restored(restoresInTask: true))
        _ = tasked.play(from: 0, to: 1)
        #expect(texts(tasked.displayList(at: 1)).contains("Today: Salad"))
    }

    /// The detail holds a stack of its own, as the everyday pattern writes it; on an iPhone iOS
    /// merges it into the collapsed stack (WWDC22 "The SwiftUI cookbook for navigation").
    private struct Recipes: View {
        @Bindable var model: Model

        var body: some View {
            NavigationSplitView {
                List(["Soup", "Salad"], id: \.self, selection: $model.category) { Text($0) }
                    .navigationTitle("Recipes")
            } detail: {
                NavigationStack(path: $model.steps) {
                    VStack {
                        Text("About \(model.category ?? "nothing")")
                        NavigationLink("First step", value: 1)
                    }
                    .navigationTitle(model.category ?? "")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { Button("Share") {} }
                    .navigationDestination(for: Int.self) { Text("Step \($0)") }
                }
            }
        }
    }

    @Test func aStackInTheDetailDrawsNoBarOfItsOwnAndPushesOntoTheCollapsedStack() throws {
        let model = Model()
        let graph = graph(Recipes(model: model))
        _ = graph.displayList(at: 0)
        try Tap("Salad", at: 0).perform(on: graph)
        let detail = graph.play(from: 0, to: 1)
        // One bar: Back (titled with the sidebar's title; the other "Recipes" is the covered
        // sidebar's large title), the detail stack's title (in the bar, centred; the other "Salad" is the
        // covered sidebar's row) and its toolbar item, each once.
        #expect(detail.flattened.filter { $0.kind == "text:Recipes" && $0.rect.minY < 91 }.count == 1)
        #expect(texts(detail).filter { $0 == "Share" }.count == 1)
        #expect(detail.flattened.filter { $0.kind == "text:Salad" && $0.rect.minY < 91 }.map(\.rect.origin) == [CGPoint(x: 174, y: 58)])
        try Tap("First step", at: 1).perform(on: graph)
        #expect(model.steps == [1])
        let step = graph.play(from: 1, to: 2)
        #expect(step.origin(ofText: "Step 1") == CGPoint(x: 170, y: 440))
        try Tap("Back", at: 2).perform(on: graph)
        #expect(model.steps.isEmpty && model.category == "Salad")
        try Tap("Back", at: 3).perform(on: graph)
        #expect(model.category == nil)
        #expect(texts(graph.play(from: 3, to: 4)) == ["Soup", "Salad", "Recipes"])
    }

    @Test func aDetailStacksPathSetByCodePushesOverTheDetail() throws {
        let model = Model()
        model.category = "Soup"
        let graph = graph(Recipes(model: model))
        #expect(texts(graph.displayList(at: 0)).contains("About Soup"))
        try At(1) { model.steps = [2] }.perform(on: graph)
        #expect(graph.play(from: 1, to: 2).origin(ofText: "Step 2") == CGPoint(x: 170, y: 440))
        try At(2) { model.steps = [] }.perform(on: graph)
        let detail = graph.play(from: 2, to: 3)
        #expect(texts(detail).contains("About Soup") && !texts(detail).contains("Step 2"))
    }

    @Test func aDetailPathSetWithTheSelectionFromTheSidebarShowsOverTheDetail() throws {
        // A deep link: the selection and the detail stack's path set together while the sidebar
        // is on top push the detail and then its path's screen; each Back pops one.
        let model = Model()
        let graph = graph(Recipes(model: model))
        _ = graph.displayList(at: 0)
        try At(1) {
            model.category = "Soup"
            model.steps = [2]
        }.perform(on: graph)
        #expect(graph.play(from: 1, to: 3).origin(ofText: "Step 2") == CGPoint(x: 170, y: 440))
        try Tap("Back", at: 3).perform(on: graph)
        #expect(model.steps.isEmpty && model.category == "Soup")
        #expect(texts(graph.play(from: 3, to: 4)).contains("About Soup"))
        try Tap("Back", at: 4).perform(on: graph)
        #expect(model.category == nil)
    }
}
