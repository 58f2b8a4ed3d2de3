import SwiftUI
import Observation

// An @Observable reading-goal model shared through the environment, edited in a form whose
// controls bind to it through @Bindable, with a summary card that updates as the goal changes.

@Observable
final class ReadingGoal {
    var booksPerYear = 24
    var minutesPerDay = 30.0
    var remindersOn = true
    var favoriteGenre = Genre.fiction
    var booksRead = 17

    enum Genre: String, CaseIterable, Identifiable {
        case fiction = "Fiction", history = "History", science = "Science", poetry = "Poetry"
        var id: Self { self }
    }

    var progress: Double { min(Double(booksRead) / Double(booksPerYear), 1) }
}

struct ReadingGoalSummary: View {
    @Environment(ReadingGoal.self) private var goal

    var body: some View {
        HStack(spacing: 16) {
            Gauge(value: goal.progress) {
                Image(systemName: "book.fill")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.brown)

            VStack(alignment: .leading, spacing: 4) {
                Text("\(goal.booksRead) of \(goal.booksPerYear) books")
                    .font(.headline)
                Text("\(Int(goal.minutesPerDay)) minutes a day · \(goal.favoriteGenre.rawValue)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct ReadingGoalEditor: View {
    @Bindable var goal: ReadingGoal

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    ReadingGoalSummary()
                }
                Section("Goal") {
                    Stepper("\(goal.booksPerYear) books a year", value: $goal.booksPerYear, in: 1...200)
                    VStack(alignment: .leading) {
                        Text("Daily reading: \(Int(goal.minutesPerDay)) min")
                        Slider(value: $goal.minutesPerDay, in: 5...120, step: 5)
                    }
                    Picker("Favorite genre", selection: $goal.favoriteGenre) {
                        ForEach(ReadingGoal.Genre.allCases) { genre in
                            Text(genre.rawValue).tag(genre)
                        }
                    }
                }
                Section {
                    Toggle("Daily reminder", isOn: $goal.remindersOn)
                } footer: {
                    Text("We'll nudge you in the evening if you haven't read yet.")
                }
            }
            .navigationTitle("Reading Goal")
        }
        .environment(goal)
    }
}

#Preview {
    ReadingGoalEditor(goal: ReadingGoal())
}
