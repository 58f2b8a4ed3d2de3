import SwiftUI

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    var color: Color
    var completed: Int
    var goal: Int
    var isDoneToday: Bool

    var progress: Double { min(Double(completed) / Double(goal), 1) }
}

struct HabitCheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(configuration.isOn ? Color.green : Color.secondary)
            }
        }
        .buttonStyle(.plain)
    }
}

struct CardBackground: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .shadow(color: .black.opacity(0.08), radius: 8, y: 4)
    }
}

extension View {
    func cardBackground() -> some View {
        modifier(CardBackground())
    }
}

struct ProgressRing: View {
    var progress: Double
    var color: Color
    var lineWidth: CGFloat = 8

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .animation(.easeOut, value: progress)
    }
}

struct HabitRingsView: View {
    @State private var habits: [Habit] = [
        Habit(name: "Read", symbol: "book.fill", color: .orange, completed: 4, goal: 7, isDoneToday: false),
        Habit(name: "Meditate", symbol: "brain.head.profile", color: .purple, completed: 6, goal: 7, isDoneToday: true),
        Habit(name: "Run", symbol: "figure.run", color: .green, completed: 2, goal: 4, isDoneToday: false),
    ]

    private var overall: Double {
        habits.map(\.progress).reduce(0, +) / Double(habits.count)
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ZStack {
                    ProgressRing(progress: overall, color: .blue, lineWidth: 16)
                        .frame(width: 140, height: 140)
                    VStack {
                        Text(overall, format: .percent.precision(.fractionLength(0)))
                            .font(.largeTitle.bold())
                            .contentTransition(.numericText())
                        Text("this week")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding(.vertical)

                ForEach($habits) { $habit in
                    HStack(spacing: 16) {
                        ZStack {
                            ProgressRing(progress: habit.progress, color: habit.color)
                            Image(systemName: habit.symbol)
                                .foregroundStyle(habit.color)
                        }
                        .frame(width: 48, height: 48)

                        Toggle(isOn: $habit.isDoneToday) {
                            VStack(alignment: .leading) {
                                Text(habit.name).font(.headline)
                                Text("\(habit.completed) of \(habit.goal) days")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .toggleStyle(HabitCheckToggleStyle())
                        .onChange(of: habit.isDoneToday) { _, done in
                            withAnimation {
                                habit.completed += done ? 1 : -1
                            }
                        }
                    }
                    .cardBackground()
                }
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    HabitRingsView()
}

#Preview("Checked Read", traits: .script { Tap("Read 4 of 7 days", at: 0.3) }) {
    HabitRingsView()
}
