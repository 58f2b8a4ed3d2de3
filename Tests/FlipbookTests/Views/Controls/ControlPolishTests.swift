import Foundation
import Observation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Disabled date pickers, text editors and colour pickers; `Link` and `openURL`; list labels;
/// hierarchical lists.
@MainActor
@Suite struct ControlPolishTests {
    @Observable final class Model {
        var date = Date(timeIntervalSince1970: 0)
        var notes = "Milk"
        var color = Color.orange
    }

    private let grey = Color(UIColor.tertiaryLabel).rgba

    @Test func disabledDateTextAndColourControlsAreGreyOrFadedAndRefuseScriptEvents() throws {
        let model = Model()
        let view = VStack {
            DatePicker("Starts", selection: Bindable(model).date, displayedComponents: .date)
            TextEditor(text: Bindable(model).notes).accessibilityIdentifier("Notes").frame(height: 60)
            ColorPicker("Tint", selection: Bindable(model).color)
        }
        let graph = makeGraph(view.disabled(true), size: CGSize(width: 400, height: 300))
        #expect(throws: RenderError.disabledControl(event: "PickDate", control: "the date picker \"Starts\"", time: 0)) {
            try PickDate("Starts", Date(timeIntervalSince1970: 86_400), at: 0).perform(on: graph)
        }
        #expect(throws: RenderError.disabledControl(event: "TypeText", control: "the text field \"Notes\"", time: 0)) {
            try TypeText("Notes", " and eggs", at: 0).perform(on: graph)
        }
        graph.update(at: 1)
        #expect(model.date == Date(timeIntervalSince1970: 0) && model.notes == "Milk")
        let flat = graph.displayList(at: 1).flattened
        for text in ["Starts", "Jan 1, 1970", "Milk", "Tint"] {
            #expect(flat.first { $0.kind == "text:" + text }?.color == grey, "\(text)")
        }
        // The colour well at half opacity.
        var fadedWell = false
        func visit(_ items: [DisplayItem]) {
            for case .group(let group) in items {
                if group.opacity == DisabledLook.controlOpacity { fadedWell = true }
                visit(group.items)
            }
        }
        visit(graph.displayList(at: 1).items)
        #expect(fadedWell)
    }

    @Test func aLinkOpensItsURLWithTheEnvironmentsActionOrRecordsTheSystemsOpening() throws {
        var opened: [URL] = []
        let handled = makeGraph(Link("Docs", destination: URL(string: "https://example.com/docs")!)
            .environment(\.openURL, OpenURLAction { opened.append($0); return .handled }))
        try Tap("Docs", at: 0).perform(on: handled)
        handled.update(at: 1)
        #expect(opened == [URL(string: "https://example.com/docs")!])
        #expect(handled.warnings.isEmpty)

        let system = makeGraph(Link("Docs", destination: URL(string: "https://example.com/docs")!))
        try Tap(at: CGPoint(x: 200, y: 150), at: 0).perform(on: system)
        system.update(at: 1)
        #expect(system.warnings == ["openURL: https://example.com/docs (the system action; Flipbook has no browser)"])
    }

    @Test func aLabelsIconInAListRowIsTintedAndItsTitleIsNot() {
        let graph = makeGraph(List { Label("Inbox", systemImage: "tray") }.tint(.green), size: CGSize(width: 400, height: 300))
        let flat = graph.displayList(at: 0).flattened
        #expect(flat.first { $0.kind == "text:Inbox" }?.color == Color.black.rgba)
        #expect(flat.filter { $0.kind.hasPrefix("text:") && $0.kind != "text:Inbox" }.map(\.color) == [Color.green.rgba])
        // Outside a list the icon keeps the label colour.
        let plain = makeGraph(Label("Inbox", systemImage: "tray").tint(.green)).displayList(at: 0).flattened
        #expect(plain.filter { $0.kind.hasPrefix("text:") }.allSatisfy { $0.color == Color.black.rgba })
    }

    private struct Node: Identifiable {
        let name: String
        var children: [Node]?
        var id: String { name }
    }

    @Test func aHierarchicalListStartsCollapsedAndATapOpensARow() throws {
        let tree = [Node(name: "Fruit", children: [Node(name: "Apple"), Node(name: "Pear")]), Node(name: "Bread")]
        let graph = makeGraph(List(tree, children: \.children) { Text($0.name) }, size: CGSize(width: 400, height: 400))
        func texts(at time: Double) -> [String] {
            graph.displayList(at: time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
        }
        #expect(texts(at: 0) == ["Fruit", "Bread"])
        try graph.tap("Fruit", at: 0)
        graph.update(at: 1)
        #expect(texts(at: 1) == ["Fruit", "Apple", "Pear", "Bread"])
        // The children are rows of their own, 44 pt apart, 16 pt further in than their parent.
        let fruit = graph.frames(of: "Text(\"Fruit\")", at: 1)[0], apple = graph.frames(of: "Text(\"Apple\")", at: 1)[0]
        let pear = graph.frames(of: "Text(\"Pear\")", at: 1)[0]
        #expect(apple[0] - fruit[0] == 16)
        #expect(pear[1] - apple[1] == 44)
    }
}
