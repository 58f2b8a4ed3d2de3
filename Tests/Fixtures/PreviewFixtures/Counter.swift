import Flipbook

/// A counter whose count lives in a binding (test fixture for `@Previewable`).
struct CounterView: View {
    @Binding var count: Int

    var body: some View {
        HStack(spacing: 16) {
            Button("Less") { count -= 1 }
            Text("\(count)")
                .font(.title)
            Button("More") { count += 1 }
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout, .script { Tap("More", at: 0.5) }) {
    @Previewable @State var count = 3
    CounterView(count: $count)
}

#Preview(traits: .landscapeLeft) {
    CounterView(count: .constant(7))
}

#Preview("Badge", traits: .sizeThatFitsLayout, arguments: [1, 42]) { value in
    Text("\(value)")
        .padding(8)
        .background(Color.red, in: Capsule())
}
