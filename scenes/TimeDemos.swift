import Flipbook

// Time as app code uses it, on the scene's clock: a clock driven by TimelineView, and a
// `.task` that sleeps and changes its state in steps.

/// An analog clock whose hands follow `TimelineView(.animation)` (every frame), a digital
/// readout updated each second by `.periodic(from:by:)`, and a minute line by `.everyMinute`.
struct TimelineClock: View {
    @Environment(\.calendar) private var calendar

    var body: some View {
        VStack(spacing: 16) {
            TimelineView(.animation) { context in
                ClockFace(seconds: secondsIntoDay(context.date))
            }
            .frame(width: 200, height: 200)
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(digital(context.date))
                    .font(.system(size: 34, weight: .semibold).monospacedDigit())
            }
            TimelineView(.everyMinute) { context in
                Text(context.date, style: .time)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }

    private func secondsIntoDay(_ date: Date) -> Double {
        date.timeIntervalSince(calendar.startOfDay(for: date))
    }

    private func digital(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }
}

/// A clock face showing `seconds` after midnight.
struct ClockFace: View {
    let seconds: Double

    var body: some View {
        ZStack {
            Circle().fill(Color(white: 0.96))
            Circle().stroke(Color.primary, lineWidth: 4)
            ForEach(0..<12) { hour in
                Capsule()
                    .fill(Color.primary)
                    .frame(width: 3, height: hour % 3 == 0 ? 16 : 9)
                    .offset(y: -84)
                    .rotationEffect(.degrees(Double(hour) * 30))
            }
            hand(width: 6, length: 52, degrees: seconds / 120, color: .primary)
            hand(width: 4, length: 74, degrees: seconds / 10, color: .primary)
            hand(width: 2, length: 82, degrees: seconds.truncatingRemainder(dividingBy: 60) * 6, color: .orange)
            Circle().fill(Color.orange).frame(width: 10, height: 10)
        }
    }

    private func hand(width: CGFloat, length: CGFloat, degrees: Double, color: Color) -> some View {
        Capsule()
            .fill(color)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
            .rotationEffect(.degrees(degrees))
    }
}

/// A download card driven by one `.task`: it connects, fills its progress bar in four steps a
/// quarter of a second apart, then shows that it is done — every step at its scene time.
struct TaskSequence: View {
    enum Phase { case connecting, downloading, done }
    @State private var phase = Phase.connecting
    @State private var progress = 0.0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                ZStack {
                    Circle().fill(phase == .done ? Color.green : Color.blue.opacity(0.15))
                    if phase == .done {
                        Image(systemName: "checkmark").font(.title3.bold()).foregroundStyle(.white)
                    } else {
                        Image(systemName: "arrow.down").font(.title3.bold()).foregroundStyle(.blue)
                    }
                }
                .frame(width: 44, height: 44)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Photos.zip").font(.headline)
                    Text(status).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.2))
                Capsule().fill(phase == .done ? Color.green : Color.blue)
                    .frame(width: 240 * progress)
            }
            .frame(width: 240, height: 8)
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.97)))
        .task {
            try? await Task.sleep(for: .seconds(0.6))
            withAnimation(.easeInOut(duration: 0.2)) { phase = .downloading }
            for step in 1...4 {
                try? await Task.sleep(nanoseconds: 250_000_000)
                withAnimation(.easeOut(duration: 0.2)) { progress = Double(step) / 4 }
            }
            try? await Task.sleep(for: .milliseconds(300))
            withAnimation(.spring(duration: 0.4, bounce: 0.3)) { phase = .done }
        }
    }

    private var status: String {
        switch phase {
        case .connecting: "Connecting…"
        case .downloading: "Downloading \(Int(progress * 100))%"
        case .done: "Downloaded"
        }
    }
}

extension FlipbookScene {
    /// A clock on the scene's clock: it starts at 9:41:57 and turns 9:42 at t = 3 s.
    static let timelineClock: FlipbookScene = {
        var scene = FlipbookScene("timeline-clock", size: CGSize(width: 300, height: 340), duration: 4,
                                  summary: "TimelineView(.animation/.periodic/.everyMinute) clock on the scene's clock") {
            TimelineClock()
        }
        scene.date = EnvironmentValues.defaultStartDate + 57
        return scene.goldenTimes([0, 1.5, 2.9, 3, 3.95])
    }()

    /// A `.task` that sleeps and changes its state in steps: 0.6 s to connect, four quarter-second
    /// steps of progress, then done at 1.9 s.
    static let taskSequence = FlipbookScene("task-sequence", size: CGSize(width: 340, height: 200), duration: 3,
                                            summary: ".task sleeping on the scene's clock, changing state in steps") {
        TaskSequence()
    }.goldenTimes([0, 0.7, 1.2, 1.65, 2.1, 2.9])

    static let timeDemos: [FlipbookScene] = [.timelineClock, .taskSequence]
}
