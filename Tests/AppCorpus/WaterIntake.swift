import SwiftUI

struct WaterIntakeView: View {
    @AppStorage("dailyGoal") private var dailyGoal = 8
    @AppStorage("cupsToday") private var cupsToday = 0
    @State private var showGoalEditor = false

    private var progress: Double {
        min(Double(cupsToday) / Double(dailyGoal), 1)
    }

    var body: some View {
        VStack(spacing: 32) {
            VStack(spacing: 4) {
                Text("Today")
                    .font(.headline)
                    .foregroundStyle(.secondary)
                Text("\(cupsToday) of \(dailyGoal) cups")
                    .font(.largeTitle.bold())
                    .contentTransition(.numericText(value: Double(cupsToday)))
            }

            ZStack {
                RoundedRectangle(cornerRadius: 32)
                    .stroke(Color.blue.opacity(0.3), lineWidth: 4)
                GeometryReader { proxy in
                    VStack {
                        Spacer(minLength: 0)
                        Rectangle()
                            .fill(LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom))
                            .frame(height: proxy.size.height * progress)
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: 32))
                Text(progress, format: .percent.precision(.fractionLength(0)))
                    .font(.title.bold())
                    .foregroundStyle(progress > 0.5 ? .white : .primary)
            }
            .frame(width: 160, height: 240)

            HStack(spacing: 16) {
                Button {
                    withAnimation { cupsToday = max(0, cupsToday - 1) }
                } label: {
                    Image(systemName: "minus")
                        .frame(width: 24, height: 24)
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.circle)
                .disabled(cupsToday == 0)

                Button {
                    withAnimation(.spring) { cupsToday += 1 }
                } label: {
                    Label("Add a cup", systemImage: "drop.fill")
                        .padding(.horizontal, 8)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .sensoryFeedback(.increase, trigger: cupsToday)
            }

            if cupsToday >= dailyGoal {
                Label("Goal reached!", systemImage: "checkmark.seal.fill")
                    .foregroundStyle(.green)
                    .transition(.scale.combined(with: .opacity))
            }

            Button("Change goal") { showGoalEditor = true }
                .font(.footnote)
        }
        .padding()
        .sheet(isPresented: $showGoalEditor) {
            Form {
                Stepper("Goal: \(dailyGoal) cups", value: $dailyGoal, in: 1...20)
            }
            .presentationDetents([.height(160)])
        }
    }
}

#Preview {
    WaterIntakeView()
}

#Preview("Goal reached") {
    WaterIntakeView()
        .defaultAppStorage({
            let defaults = UserDefaults(suiteName: "preview")!
            defaults.set(9, forKey: "cupsToday")
            return defaults
        }())
}
