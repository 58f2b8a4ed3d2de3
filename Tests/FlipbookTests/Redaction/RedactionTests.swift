import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `redacted(reason: .placeholder)`: bars for each line of text, boxes for images.
@MainActor
@Suite struct RedactionTests {
    @Test func textDrawsABarPerLineAndImagesABox() {
        struct Card: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Hello").font(.system(size: 20))
                    Text("Hello World!!").font(.system(size: 20)).frame(width: 60, alignment: .leading)
                    Image(systemName: "star.fill").font(.system(size: 20)).frame(width: 24, height: 24)
                    Text("Shown").unredacted()
                }
                .redacted(reason: .placeholder)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let drawn = makeGraph(Card()).displayList(at: 0).flattened
        // Fake metrics: 10 pt per character, 25 pt lines; bars 20 pt tall, centred on their lines.
        #expect(drawn.map(\.kind) == ["shape", "shape", "shape", "shape", "shape", "text:Shown"])
        #expect(drawn.prefix(5).map(\.rect) == [
            CGRect(x: 0, y: 2.5, width: 50, height: 20),
            CGRect(x: 0, y: 27.5, width: 60, height: 20), CGRect(x: 0, y: 52.5, width: 60, height: 20),
            CGRect(x: 0, y: 77.5, width: 12, height: 20),
            CGRect(x: 1, y: 101, width: 23, height: 23),   // the 23-pt symbol, centred in its 24-pt frame
        ])
        #expect(drawn.prefix(5).allSatisfy { $0.color == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.16) })
        #expect(drawn[5].color.alpha == 1)
    }
}
