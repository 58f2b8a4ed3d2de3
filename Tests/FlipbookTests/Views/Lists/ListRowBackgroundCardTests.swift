import Testing
@testable import Flipbook

/// A row's `listRowBackground` replaces its part of an inset-grouped list's card, as it replaces a
/// cell's background on iOS: a translucent one shows what is behind the list, not the card (a
/// 300 × 500 list: 16-pt margins, 44-pt rows from y 35).
@MainActor
@Suite struct ListRowBackgroundCardTests {
    private let size = CGSize(width: 300, height: 500)
    private let tinted = Color.red.opacity(0.25)

    private func cards(_ graph: ViewGraph) -> [CGRect] {
        graph.shapes(in: Color(UIColor.secondarySystemGroupedBackground), at: 0)
    }

    @Test func spacedRowsWithTheirOwnBackgroundHaveNoCard() {
        let graph = makeGraph(List {
            Text("One").listRowBackground(tinted)
            Text("Two")
            Text("Three").listRowBackground(tinted)
        }.listRowSpacing(10), size: size)
        // Only "Two" keeps its card (y 35 + 44 + 10 = 89); the others draw their background alone.
        #expect(cards(graph) == [CGRect(x: 16, y: 89, width: 268, height: 44)])
        #expect(graph.shapes(in: tinted, at: 0) == [CGRect(x: 16, y: 35, width: 268, height: 44),
                                                    CGRect(x: 16, y: 143, width: 268, height: 44)])
    }

    @Test func aSectionWhoseRowsAllHaveTheirOwnBackgroundHasNoCard() {
        let all = makeGraph(List { Text("One").listRowBackground(tinted); Text("Two").listRowBackground(tinted) }, size: size)
        #expect(cards(all).isEmpty)
        let some = makeGraph(List { Text("One").listRowBackground(tinted); Text("Two") }, size: size)
        #expect(cards(some) == [CGRect(x: 16, y: 35, width: 268, height: 88)])
    }
}
