import SwiftUI
import Combine

final class PomodoroModel: ObservableObject {
    enum Phase: String {
        case focus = "Focus"
        case shortBreak = "Short Break"

        var length: TimeInterval {
            switch self {
            case .focus: 25 * 60
            case .shortBreak: 5 * 60
            }
        }

        var color: Color {
            switch self {
            case .focus: .red
            case .shortBreak: .green
            }
        }
    }

    @Published var phase: Phase = .focus
    @Published var remaining: TimeInterval = Phase.focus.length
    @Published var isRunning = false
    @Published var completedSessions = 0

    var progress: Double {
        1 - remaining / phase.length
    }

    func tick() {
        guard isRunning else { return }
        if remaining > 1 {
            remaining -= 1
        } else {
            if phase == .focus { completedSessions += 1 }
            phase = phase == .focus ? .shortBreak : .focus
            remaining = phase.length
        }
    }

    func reset() {
        isRunning = false
        remaining = phase.length
    }
}

struct PomodoroTimerView: View {
    @StateObject private var model = PomodoroModel()
    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 40) {
            Text(model.phase.rawValue.uppercased())
                .font(.subheadline.weight(.semibold))
                .tracking(2)
                .foregroundStyle(model.phase.color)

            ZStack {
                Circle()
                    .stroke(model.phase.color.opacity(0.2), lineWidth: 16)
                Circle()
                    .trim(from: 0, to: model.progress)
                    .stroke(model.phase.color, style: StrokeStyle(lineWidth: 16, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .animation(.linear(duration: 1), value: model.progress)
                VStack {
                    Text(Duration.seconds(model.remaining), format: .time(pattern: .minuteSecond))
                        .font(.system(size: 56, weight: .light, design: .rounded))
                        .monospacedDigit()
                    HStack(spacing: 6) {
                        ForEach(0..<4) { index in
                            Circle()
                                .fill(index < model.completedSessions % 4 ? model.phase.color : Color.secondary.opacity(0.3))
                                .frame(width: 8, height: 8)
                        }
                    }
                }
            }
            .frame(width: 260, height: 260)

            HStack(spacing: 24) {
                Button("Reset", systemImage: "arrow.counterclockwise", action: model.reset)
                    .labelStyle(.iconOnly)
                    .font(.title2)
                    .frame(width: 64, height: 64)
                    .background(.thinMaterial, in: Circle())

                Button {
                    model.isRunning.toggle()
                } label: {
                    Image(systemName: model.isRunning ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.white)
                        .frame(width: 88, height: 88)
                        .background(model.phase.color, in: Circle())
                }
            }
        }
        .onReceive(timer) { _ in
            model.tick()
        }
    }
}

#Preview {
    PomodoroTimerView()
}
