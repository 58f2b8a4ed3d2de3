import SwiftUI

struct Flashcard: Identifiable {
    let id = UUID()
    let word: String
    let reading: String
    let meaning: String
}

struct CardFace<Content: View>: View {
    let color: Color
    @ViewBuilder var content: Content

    var body: some View {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(color)
            .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
            .overlay { content.padding() }
    }
}

struct VocabularyFlashcard: View {
    let card: Flashcard
    @State private var isFlipped: Bool

    init(card: Flashcard, isFlipped: Bool = false) {
        self.card = card
        _isFlipped = State(initialValue: isFlipped)
    }

    var body: some View {
        VStack(spacing: 28) {
            ZStack {
                CardFace(color: .indigo) {
                    VStack(spacing: 8) {
                        Text(card.word)
                            .font(.system(size: 56, weight: .bold))
                        Text(card.reading)
                            .font(.title3)
                            .opacity(0.8)
                    }
                    .foregroundStyle(.white)
                }
                .opacity(isFlipped ? 0 : 1)
                .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))

                CardFace(color: .white) {
                    VStack(spacing: 12) {
                        Text("Meaning")
                            .font(.caption.weight(.semibold))
                            .textCase(.uppercase)
                            .foregroundStyle(.secondary)
                        Text(card.meaning)
                            .font(.title.weight(.semibold))
                            .multilineTextAlignment(.center)
                    }
                }
                .opacity(isFlipped ? 1 : 0)
                .rotation3DEffect(.degrees(isFlipped ? 0 : -180), axis: (x: 0, y: 1, z: 0))
            }
            .frame(width: 280, height: 360)
            .onTapGesture {
                withAnimation(.spring(duration: 0.6, bounce: 0.2)) {
                    isFlipped.toggle()
                }
            }

            Text("Tap the card to flip it")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview("Front") {
    VocabularyFlashcard(card: Flashcard(word: "木漏れ日", reading: "komorebi",
                                        meaning: "Sunlight filtering through the leaves of trees"))
}

#Preview("Back") {
    VocabularyFlashcard(card: Flashcard(word: "木漏れ日", reading: "komorebi",
                                        meaning: "Sunlight filtering through the leaves of trees"),
                        isFlipped: true)
}
