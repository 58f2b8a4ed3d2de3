import SwiftUI

struct TriviaQuestion: Identifiable {
    let id = UUID()
    let prompt: String
    let answers: [String]
    let correct: Int
}

struct TriviaQuiz: View {
    let questions = [
        TriviaQuestion(prompt: "Which planet has the most moons?", answers: ["Earth", "Saturn", "Mars", "Venus"], correct: 1),
        TriviaQuestion(prompt: "What is the chemical symbol for gold?", answers: ["Ag", "Gd", "Au", "Go"], correct: 2),
        TriviaQuestion(prompt: "How many bones are in the adult human body?", answers: ["206", "186", "212", "198"], correct: 0),
    ]
    @State private var index = 0
    @State private var chosen: Int?
    @State private var score = 0

    private var question: TriviaQuestion { questions[index] }

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Text("Question \(index + 1) of \(questions.count)")
                    .foregroundStyle(.secondary)
                Spacer()
                Text("Score: \(score)")
                    .bold()
                    .contentTransition(.numericText())
            }
            .font(.subheadline)

            ProgressView(value: Double(index + 1), total: Double(questions.count))

            VStack(spacing: 16) {
                Text(question.prompt)
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity, minHeight: 90)

                ForEach(question.answers.indices, id: \.self) { answer in
                    Button {
                        choose(answer)
                    } label: {
                        HStack {
                            Text(question.answers[answer])
                            Spacer()
                            if chosen != nil && answer == question.correct {
                                Image(systemName: "checkmark.circle.fill")
                            } else if chosen == answer {
                                Image(systemName: "xmark.circle.fill")
                            }
                        }
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(background(for: answer), in: RoundedRectangle(cornerRadius: 12))
                        .foregroundStyle(chosen == nil ? Color.primary : Color.white)
                    }
                    .buttonStyle(.plain)
                    .disabled(chosen != nil)
                    .scaleEffect(chosen == answer ? 1.04 : 1)
                }
            }
            .id(question.id)
            .transition(.asymmetric(
                insertion: .move(edge: .trailing).combined(with: .opacity),
                removal: .move(edge: .leading).combined(with: .opacity)
            ))

            Spacer()

            Button("Next Question") {
                withAnimation(.spring(duration: 0.5, bounce: 0.2)) {
                    chosen = nil
                    index = (index + 1) % questions.count
                }
            }
            .buttonStyle(.borderedProminent)
            .opacity(chosen == nil ? 0 : 1)
        }
        .padding()
    }

    private func background(for answer: Int) -> Color {
        guard let chosen else { return Color.secondary.opacity(0.12) }
        if answer == question.correct { return .green }
        if answer == chosen { return .red }
        return Color.secondary.opacity(0.3)
    }

    private func choose(_ answer: Int) {
        withAnimation(.spring(response: 0.35, dampingFraction: 0.5)) {
            chosen = answer
            if answer == question.correct { score += 1 }
        }
    }
}

#Preview {
    TriviaQuiz()
}

#Preview("Answered", traits: .script { Tap("Saturn", at: 0.3) }) {
    TriviaQuiz()
}

#Preview("Next", traits: .script { Tap("Mars", at: 0.3); Tap("Next Question", at: 1.0) }, .duration(1.3)) {
    TriviaQuiz()
}
