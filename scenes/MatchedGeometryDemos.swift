import Flipbook

// CS193p's Set game deals cards from a deck into the table with
// `matchedGeometryEffect`: each card leaves the deck (removed) and appears on
// the table (inserted) under the same id, so it flies between the two.

/// One playing card: a white rounded rectangle with a blue border and a number.
struct DealtCard: View {
    let number: Int
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6).fill(.white)
            RoundedRectangle(cornerRadius: 6).strokeBorder(.blue, lineWidth: 2)
            Text("\(number)").font(.title).foregroundColor(.blue)
        }
    }
}

/// A deck (bottom) dealt one card per tap onto the table (top).
struct DealDemo: View {
    @Namespace private var dealing
    @State private var dealt: [Int] = []
    private let cards = Array(1...5)
    private var undealt: [Int] { cards.filter { !dealt.contains($0) } }

    var body: some View {
        VStack(spacing: 30) {
            HStack(spacing: 10) {
                ForEach(dealt, id: \.self) { card in
                    DealtCard(number: card)
                        .matchedGeometryEffect(id: card, in: dealing)
                        .transition(.identity)
                        .frame(width: 56, height: 80)
                }
            }
            .frame(width: 360, height: 90)
            ZStack {
                ForEach(undealt.reversed(), id: \.self) { card in
                    DealtCard(number: card)
                        .matchedGeometryEffect(id: card, in: dealing)
                        .transition(.identity)
                }
            }
            .frame(width: 42, height: 60)
            Button("Deal") {
                withAnimation(.easeInOut(duration: 0.6)) {
                    if let next = undealt.first { dealt.append(next) }
                }
            }
        }
    }
}

extension FlipbookScene {
    static let matchedGeometryDemos: [FlipbookScene] = [
        FlipbookScene("matched-geometry-deal", size: CGSize(width: 400, height: 300), duration: 2.5,
                      summary: "CS193p: cards fly from the deck to the table with matchedGeometryEffect") {
            for time in [0.2, 0.6, 1.0, 1.4] { Tap("Deal", at: time) }
        } content: {
            DealDemo()
        },
    ]
}
