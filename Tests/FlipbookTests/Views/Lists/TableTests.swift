import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

private struct Member: Identifiable {
    let id: Int
    let name: String
    let role: String
}

private let members = [Member(id: 1, name: "Ada", role: "Engineer"), Member(id: 2, name: "Grace", role: "Admiral")]

private struct PickTable: View {
    @State var picked: Int?
    var body: some View {
        VStack {
            Table(members, selection: $picked) {
                TableColumn("Name", value: \.name)
                TableColumn("Role") { Text($0.role) }
                    .width(80)
            }
            Text("picked \(picked.map(String.init) ?? "none")")
        }
    }
}

/// `Table` on an iPhone: its first column as a plain list, headers and other columns hidden.
@MainActor
@Suite struct TableTests {
    @Test func aCompactTableIsAPlainListOfItsFirstColumn() {
        let size = CGSize(width: 390, height: 300)
        let table = makeGraph(Table(members) {
            TableColumn("Name", value: \.name)
            TableColumn("Role", value: \.role)
        }, size: size).displayList(at: 0)
        let list = makeGraph(List(members) { Text($0.name) }.listStyle(.plain), size: size).displayList(at: 0)
        #expect(table == list)
        let texts = table.flattened.map(\.kind).filter { $0.hasPrefix("text:") }
        #expect(texts == ["text:Ada", "text:Grace"])
        // The first row's text sits where Flipbook's plain list puts it: 16 pt in, (44 − 21.25) / 2 down.
        #expect(table.origin(ofText: "Ada") == CGPoint(x: 16, y: 11))
    }

    @Test func aTapSelectsARowsID() throws {
        let graph = makeGraph(PickTable(), size: CGSize(width: 390, height: 300))
        try Tap("Grace", at: 0.1).perform(on: graph)
        #expect(graph.displayList(at: 0.2).flattened.contains { $0.kind == "text:picked 2" })
    }

    @Test func sortOrderTablesTakeKeyPathColumns() {
        var order = [KeyPathComparator(\Member.name)]
        let binding = Binding(get: { order }, set: { order = $0 })
        let texts = makeGraph(Table(members, sortOrder: binding) {
            TableColumn("Role", value: \.role)
            TableColumn("Name", value: \.name)
        }).displayList(at: 0).flattened.map(\.kind).filter { $0.hasPrefix("text:") }
        #expect(texts == ["text:Engineer", "text:Admiral"])
        #expect(order.count == 1)
    }
}
