import SwiftUI

struct Workout: Identifiable {
    let id = UUID()
    let day: String
    let minutes: Int
    let kind: String
}

struct WorkoutLog: View {
    @State private var workouts: [Workout] = [
        Workout(day: "Mon", minutes: 32, kind: "Run"),
        Workout(day: "Tue", minutes: 45, kind: "Bike"),
        Workout(day: "Wed", minutes: 0, kind: "Rest"),
        Workout(day: "Thu", minutes: 28, kind: "Run"),
        Workout(day: "Fri", minutes: 60, kind: "Swim"),
        Workout(day: "Sat", minutes: 75, kind: "Bike"),
        Workout(day: "Sun", minutes: 20, kind: "Yoga"),
    ]
    @State private var selected: Workout.ID?
    private let goal = 45

    private var maxMinutes: Int { max(workouts.map(\.minutes).max() ?? 1, goal) }
    private var total: Int { workouts.reduce(0) { $0 + $1.minutes } }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            VStack(alignment: .leading, spacing: 4) {
                Text("This Week")
                    .font(.largeTitle.bold())
                Text("\(total) active minutes")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            GeometryReader { proxy in
                let chartHeight = proxy.size.height - 24
                ZStack(alignment: .bottomLeading) {
                    Rectangle()
                        .fill(Color.orange.opacity(0.6))
                        .frame(height: 1)
                        .offset(y: -24 - chartHeight * CGFloat(goal) / CGFloat(maxMinutes))

                    HStack(alignment: .bottom, spacing: 10) {
                        ForEach(workouts) { workout in
                            VStack(spacing: 6) {
                                RoundedRectangle(cornerRadius: 6)
                                    .fill(workout.minutes >= goal ? Color.green : Color.blue)
                                    .opacity(selected == nil || selected == workout.id ? 1 : 0.4)
                                    .frame(height: max(4, chartHeight * CGFloat(workout.minutes) / CGFloat(maxMinutes)))
                                    .onTapGesture {
                                        withAnimation(.easeInOut) {
                                            selected = selected == workout.id ? nil : workout.id
                                        }
                                    }
                                Text(workout.day)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                    .frame(height: 18)
                            }
                        }
                    }
                }
            }
            .frame(height: 220)

            if let workout = workouts.first(where: { $0.id == selected }) {
                HStack {
                    Label(workout.kind, systemImage: "figure.run")
                    Spacer()
                    Text("\(workout.minutes) min")
                        .bold()
                }
                .padding()
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
            }

            Spacer()
        }
        .padding()
    }
}

#Preview {
    WorkoutLog()
}

#Preview("Friday selected", traits: .script { Tap(at: CGPoint(x: 262, y: 300), at: 0.5) }) {
    WorkoutLog()
}
