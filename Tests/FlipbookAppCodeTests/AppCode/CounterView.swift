import Flipbook

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 20) {
            Text("Count: \(count)")
                .font(.largeTitle)
                .monospacedDigit()

            HStack(spacing: 16) {
                Button {
                    count -= 1
                } label: {
                    Label("Remove", systemImage: "minus.circle.fill")
                }
                Button {
                    count += 1
                } label: {
                    Label("Add", systemImage: "plus.circle.fill")
                }
                .buttonStyle(.borderedProminent)
            }
            .font(.title3)
        }
    }
}
