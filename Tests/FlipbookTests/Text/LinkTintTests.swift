import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Markdown links in a `Text` are drawn in the tint colour, whatever the foreground style around
/// them (`.tint` recolours them; `.foregroundStyle` does not).
@MainActor
@Suite struct LinkTintTests {
    private func spanColors(_ view: some View) -> [RGBAColor?] {
        let list = makeGraph(view, size: CGSize(width: 600, height: 100)).displayList(at: 0)
        func texts(_ items: [DisplayItem]) -> [TextDrawing] {
            items.flatMap { item -> [TextDrawing] in
                switch item {
                case .text(let text): [text]
                case .group(let group): texts(group.items)
                default: []
                }
            }
        }
        return texts(list.items).first?.layout.spans.map(\.color) ?? []
    }

    @Test func aLinkTakesTheTintUnderAForegroundStyle() {
        let text = Text("Read the [Terms](https://example.com/terms).")
        let colored = spanColors(text.foregroundColor(.gray).tint(.indigo))
        #expect(colored == [lightRGBA(.gray), lightRGBA(.indigo), lightRGBA(.gray)])
        // A view's foreground style leaves the link in the tint too.
        let styled = spanColors(text.foregroundStyle(.secondary).tint(.indigo))
        #expect(styled.count == 3 && styled[1] == lightRGBA(.indigo))
        let plain = spanColors(VStack { text }.foregroundStyle(.red).tint(.indigo))
        #expect(plain.count == 3 && plain[1] == lightRGBA(.indigo))
    }
}
