import SwiftUI

struct TrackedHabit: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var count: Int
}

struct HabitDetail: View {
    @Binding var habit: TrackedHabit

    var body: some View {
        VStack(spacing: 20) {
            Text(habit.title)
                .font(.largeTitle)
            Text("Completed \(habit.count) times")
                .contentTransition(.numericText())
            Button("Mark completed") {
                withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
                    habit.count += 1
                }
            }
            .buttonStyle(.borderedProminent)
            .sensoryFeedback(.increase, trigger: habit.count)
        }
        .navigationTitle(habit.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct HabitList: View {
    @State private var habits = [TrackedHabit(title: "Read", count: 3), TrackedHabit(title: "Run", count: 1)]
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if habits.isEmpty {
                    ContentUnavailableView("No habits", systemImage: "checklist", description: Text("Add one with the plus button."))
                } else {
                    List($habits) { $habit in
                        NavigationLink(value: habit) {
                            LabeledContent(habit.title, value: habit.count, format: .number)
                        }
                    }
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: TrackedHabit.self) { habit in
                if let index = habits.firstIndex(of: habit) {
                    HabitDetail(habit: $habits[index])
                }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        habits.append(TrackedHabit(title: "New habit", count: 0))
                    }
                }
            }
        }
    }
}

#Preview {
    HabitList()
}
