import Testing
@testable import Flipbook

@MainActor
@Suite struct LazyGridSectionTests {
    @Test func aSectionsHeaderTakesARowAcrossEveryColumnAndItsCellsStartARow() {
        let graph = makeGraph(LazyVGrid(columns: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40), spacing: 0)], spacing: 0) {
            Color.blue.frame(width: 40, height: 10)
            Section {
                Color.red.frame(width: 40, height: 40)
            } header: {
                Color.green.frame(maxWidth: .infinity).frame(height: 20)
            }
        }, size: CGSize(width: 80, height: 70))
        let list = graph.displayList(at: 0)
        // The blue cell's row, then the green header 80 wide, then the red cell at the start of a row.
        #expect(list.rect(ofShape: 0) == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 0, y: 10, width: 80, height: 20))
        #expect(list.rect(ofShape: 2) == CGRect(x: 0, y: 30, width: 40, height: 40))
    }
}
