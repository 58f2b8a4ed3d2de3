import Flipbook

// The cards of CS193p's Memorize (article 003): a card is a rounded rectangle
// whose face shows a symbol; `Cardify` turns it over in 3-D.

/// CS193p's `Cardify`: the rotation is the animatable data, so the body is
/// re-evaluated every frame and swaps the face for the back past 90°.
struct Cardify: AnimatableModifier {
    init(isFaceUp: Bool) {
        rotation = isFaceUp ? 0 : 180
    }

    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    /// Degrees: 0 face up, 180 face down.
    var rotation: Double

    func body(content: Content) -> some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: 10)
            if rotation < 90 {
                shape.fill().foregroundColor(.white)
                shape.strokeBorder(lineWidth: 3)
            } else {
                shape.fill()
            }
            content
                .opacity(rotation < 90 ? 1 : 0)
        }
        .rotation3DEffect(Angle.degrees(rotation), axis: (0, 1, 0))
    }
}

extension View {
    func cardify(isFaceUp: Bool) -> some View {
        modifier(Cardify(isFaceUp: isFaceUp))
    }
}

/// A Memorize card's content.
struct MemoryCard: Identifiable, Equatable {
    let id: Int
    let symbol: String
    var isFaceUp = false
}

/// A card's face: its symbol, drawn as large as the card allows.
struct MemoryCardView: View {
    let card: MemoryCard
    var body: some View {
        Text(card.symbol)
            .font(.system(size: 32))
            .cardify(isFaceUp: card.isFaceUp)
    }
}

/// Three face-down cards, turned over one per tap.
struct CardifyFlipDemo: View {
    @State private var cards = ["★", "✈", "☂"].enumerated().map { MemoryCard(id: $0.offset, symbol: $0.element) }

    var body: some View {
        HStack(spacing: 16) {
            ForEach(cards) { card in
                MemoryCardView(card: card)
                    .frame(width: 80, height: 120)
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 1)) {
                            cards[card.id].isFaceUp.toggle()
                        }
                    }
                    .accessibilityIdentifier("card \(card.id + 1)")
            }
        }
        .foregroundColor(.orange)
    }
}

/// One Cardify card with a shadow, turned over by a tap: the shadow composites the card in an
/// offscreen layer, which must hold the turning card's near edge where the perspective draws it,
/// past the card's frame.
struct ShadowedCardFlipDemo: View {
    @State private var card = MemoryCard(id: 0, symbol: "★")

    var body: some View {
        MemoryCardView(card: card)
            .frame(width: 80, height: 120)
            .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 4)
            .onTapGesture {
                withAnimation(.easeInOut(duration: 1)) { card.isFaceUp.toggle() }
            }
            .accessibilityIdentifier("card")
            .foregroundColor(.orange)
    }
}

/// The lecture's reason for the opacity swap. Both cards turn face up and get
/// matched in one animated change, and a matched symbol spins. On the left the
/// symbol is built by `if`, so it arrives with the change and has nothing to
/// animate from: it only fades in. On the right it is always there, at opacity
/// 0 while face down, so its rotation animates.
struct OpacitySwapDemo: View {
    @State private var isFaceUp = false
    @State private var isMatched = false

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 40) {
                card(title: "if/else") {
                    if isFaceUp {
                        symbol
                    }
                }
                card(title: "opacity") {
                    symbol.opacity(isFaceUp ? 1 : 0)
                }
            }
            Button("Match") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    isFaceUp = true
                    isMatched = true
                }
            }
        }
    }

    private var symbol: some View {
        Text("✈")
            .font(.system(size: 40))
            .rotationEffect(Angle.degrees(isMatched ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isMatched)
    }

    private func card<Face: View>(title: String, @ViewBuilder face: () -> Face) -> some View {
        VStack(spacing: 8) {
            ZStack {
                RoundedRectangle(cornerRadius: 10).fill(isFaceUp ? Color.white : Color.orange)
                RoundedRectangle(cornerRadius: 10).strokeBorder(Color.orange, lineWidth: 3)
                face()
            }
            .frame(width: 90, height: 130)
            .foregroundColor(.orange)
            Text(title).font(.caption)
        }
    }
}

/// CS193p's deal: tapping the deck deals every card into a `LazyVGrid` at once,
/// each with a longer delay, so they leave one after another; `zIndex` keeps the
/// next card to leave on top of the deck. Dealt cards can be turned over.
struct MemorizeDealDemo: View {
    @Namespace private var dealing
    @State private var cards = ["★", "✈", "☂", "♞", "★", "☂", "♞", "✈"].enumerated().map {
        MemoryCard(id: $0.offset, symbol: $0.element)
    }
    @State private var dealt = Set<Int>()

    private let dealDuration = 0.5
    private let totalDealDuration = 2.0

    var body: some View {
        VStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 70))], spacing: 10) {
                ForEach(cards) { card in
                    if !dealt.contains(card.id) {
                        Color.clear
                    } else {
                        MemoryCardView(card: card)
                            .matchedGeometryEffect(id: card.id, in: dealing)
                            .transition(.asymmetric(insertion: .identity, removal: .scale))
                            .zIndex(zIndex(of: card))
                            .onTapGesture {
                                withAnimation(.easeInOut(duration: 0.8)) { cards[card.id].isFaceUp.toggle() }
                            }
                            .accessibilityIdentifier("card \(card.id + 1)")
                    }
                }
                .aspectRatio(2 / 3, contentMode: .fit)
            }
            .padding(.horizontal, 16)
            Spacer()
            deck
        }
        .padding(.vertical, 16)
        .foregroundColor(.orange)
    }

    private var deck: some View {
        ZStack {
            ForEach(cards.filter { !dealt.contains($0.id) }) { card in
                MemoryCardView(card: card)
                    .matchedGeometryEffect(id: card.id, in: dealing)
                    .transition(.asymmetric(insertion: .opacity, removal: .identity))
                    .zIndex(zIndex(of: card))
            }
        }
        .frame(width: 40, height: 60)
        .onTapGesture {
            for card in cards {
                withAnimation(dealAnimation(for: card)) { _ = dealt.insert(card.id) }
            }
        }
        .accessibilityIdentifier("deck")
    }

    /// The first card leaves first and sits on top of the deck.
    private func zIndex(of card: MemoryCard) -> Double { -Double(card.id) }

    private func dealAnimation(for card: MemoryCard) -> Animation {
        let delay = Double(card.id) * totalDealDuration / Double(cards.count)
        return .easeInOut(duration: dealDuration).delay(delay)
    }
}

extension FlipbookScene {
    static let cardDemos: [FlipbookScene] = [
        FlipbookScene("cardify-flip", size: CGSize(width: 340, height: 180), duration: 2.6,
                      summary: "CS193p: Cardify turns cards over with rotation3DEffect") {
            Tap("card 1", at: 0.1)
            Tap("card 2", at: 0.6)
            Tap("card 1", at: 1.4)
        } content: {
            CardifyFlipDemo()
        }.goldenTimes([0, 0.35, 0.55, 0.85, 1.2, 1.7, 2.55]),
        FlipbookScene("cardify-flip-shadow", size: CGSize(width: 200, height: 200), duration: 1.4,
                      summary: "CS193p: a Cardify card with a shadow turns over; its near edge reaches past its frame") {
            Tap("card", at: 0.1)
        } content: {
            ShadowedCardFlipDemo()
        }.goldenTimes([0, 0.3, 0.45, 0.75, 1.35]),
        FlipbookScene("card-opacity-swap", size: CGSize(width: 320, height: 230), duration: 2,
                      summary: "CS193p: a symbol built by if does not spin; one swapped by opacity does") {
            Tap("Match", at: 0.2)
        } content: {
            OpacitySwapDemo()
        }.goldenTimes([0, 0.45, 0.7, 0.95, 1.45]),
        FlipbookScene("memorize-deal", size: CGSize(width: 360, height: 420), duration: 4,
                      summary: "CS193p: cards dealt into a LazyVGrid with growing delays and zIndex, then turned") {
            Tap("deck", at: 0.2)
            Tap("card 1", at: 2.6)
            Tap("card 6", at: 2.9)
        } content: {
            MemorizeDealDemo()
        }.goldenTimes([0, 0.45, 0.9, 1.5, 2.1, 2.5, 2.85, 3.2, 3.95]),
    ]
}
