import SwiftUI

struct CountdownView: View {
    @State private var remaining = 5
    @State private var finished = false

    var body: some View {
        VStack(spacing: 16) {
            Text(finished ? "Go!" : "\(remaining)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText())
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time)
                    .foregroundStyle(.secondary)
            }
        }
        .task {
            while remaining > 0 {
                try? await Task.sleep(for: .seconds(1))
                withAnimation { remaining -= 1 }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                finished = true
            }
        }
    }
}

#Preview {
    CountdownView()
}
