import SwiftUI

struct TimerCountdown: View {
    @State private var timeRemaining = 60
    @State private var isActive = true
    @State private var lastTick = Date.now
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 20) {
            Text("Time: \(timeRemaining)")
                .font(.largeTitle)
                .monospacedDigit()
                .padding(.horizontal, 20)
                .padding(.vertical, 5)
                .background(.black.opacity(0.75))
                .foregroundStyle(.white)
                .clipShape(Capsule())
            Text(lastTick, style: .time)
            Button(isActive ? "Stop" : "Stopped") {
                isActive = false
                timer.upstream.connect().cancel()
            }
        }
        .onReceive(timer) { time in
            guard isActive else { return }
            lastTick = time
            if timeRemaining > 0 {
                timeRemaining -= 1
            }
        }
    }
}

#Preview {
    TimerCountdown()
}
