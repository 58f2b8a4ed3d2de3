import SwiftUI

struct ScoreBoard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        HStack(spacing: 40) {
            team("Home", score: $home)
            team("Away", score: $away)
        }
        .padding()
    }

    private func team(_ name: String, score: Binding<Int>) -> some View {
        VStack(spacing: 8) {
            Text(name)
                .font(.headline)
            Text(score.wrappedValue, format: .number)
                .font(.system(size: 56, weight: .heavy, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(score.wrappedValue)))
            Button {
                withAnimation(.snappy) { score.wrappedValue += 1 }
            } label: {
                Image(systemName: "plus")
            }
            .buttonStyle(.bordered)
            .accessibilityLabel("Add a point for \(name)")
        }
    }
}

#Preview {
    ScoreBoard()
}
