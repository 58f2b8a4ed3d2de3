import SwiftUI
import Observation

// Sleep settings kept in an `@Observable` model passed through the environment, edited in
// cards drawn by a custom `GroupBoxStyle`; the weekday chips bind to a set through
// `Binding(get:set:)`.

@Observable
final class SleepSettings {
    var bedtimeHour = 22
    var windDownMinutes = 30
    var weekdays: Set<Int> = [1, 2, 3, 4, 5]
    var playsSounds = true
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            configuration.label
                .font(.headline)
                .labelStyle(.titleAndIcon)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 8, y: 2)
    }
}

struct SleepSettingsScreen: View {
    @Environment(SleepSettings.self) private var settings

    private let dayNames = ["S", "M", "T", "W", "T", "F", "S"]

    var body: some View {
        @Bindable var settings = settings
        ScrollView {
            VStack(spacing: 16) {
                GroupBox {
                    Stepper("Bedtime \(settings.bedtimeHour):00", value: $settings.bedtimeHour, in: 19...24)
                    Stepper("Wind down \(settings.windDownMinutes) min", value: $settings.windDownMinutes,
                            in: 0...60, step: 15)
                } label: {
                    Label("Schedule", systemImage: "bed.double.fill")
                }

                GroupBox {
                    HStack {
                        ForEach(0..<7, id: \.self) { day in
                            Toggle(dayNames[day], isOn: Binding(
                                get: { settings.weekdays.contains(day) },
                                set: { isOn in
                                    if isOn { settings.weekdays.insert(day) } else { settings.weekdays.remove(day) }
                                }
                            ))
                            .toggleStyle(.button)
                            .buttonBorderShape(.circle)
                        }
                    }
                } label: {
                    Label("Repeat", systemImage: "repeat")
                }

                GroupBox("Sounds") {
                    Toggle(isOn: $settings.playsSounds) {
                        Label("Play rain sounds", systemImage: "cloud.rain.fill")
                    }
                    Label("Alarm: Morning Birds", systemImage: "alarm")
                        .labelStyle(.titleOnly)
                        .foregroundStyle(.secondary)
                }
            }
            .groupBoxStyle(CardGroupBoxStyle())
            .padding()
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Sleep")
    }
}

#Preview {
    NavigationStack {
        SleepSettingsScreen()
    }
    .environment(SleepSettings())
}

#Preview("Default box style") {
    GroupBox {
        Text("Your sleep goal is 8 hours.")
    } label: {
        Label("Goal", systemImage: "moon.zzz.fill")
    }
    .padding()
}
