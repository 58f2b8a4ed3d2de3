import Testing
@testable import Flipbook
import FlipbookDisplayList

/// A `NavigationSplitView` on an iPhone: its columns collapsed into one stack, a tapped row of a
/// column's selectable list pushing the next column, Back popping it and clearing the selection.
@MainActor
@Suite struct NavigationSplitViewTests {
    @Observable final class Model {
        var category: String?
        var recipe: String?
        var column = NavigationSplitViewColumn.sidebar
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
        #expect(texts(content).contains("Back"))

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
}
