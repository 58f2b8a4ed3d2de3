import SwiftUI

struct Alarm: Identifiable {
    let id = UUID()
    var hour: Int
    var minute: Int
    var label: String
    var repeats: String
    var isOn: Bool
}

struct AlarmList: View {
    @State private var alarms = [
        Alarm(hour: 6, minute: 30, label: "Gym", repeats: "Weekdays", isOn: true),
        Alarm(hour: 7, minute: 15, label: "Alarm", repeats: "Every day", isOn: true),
        Alarm(hour: 9, minute: 0, label: "Weekend", repeats: "Sat, Sun", isOn: false),
        Alarm(hour: 13, minute: 45, label: "Take medicine", repeats: "Never", isOn: false),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        Image(systemName: "bed.double.fill")
                        Text("Sleep | Wake Up")
                        Spacer()
                        Text("No Alarm")
                            .foregroundStyle(.secondary)
                    }
                    .font(.subheadline)
                }

                Section("Other") {
                    ForEach($alarms) { $alarm in
                        Toggle(isOn: $alarm.isOn) {
                            VStack(alignment: .leading, spacing: 0) {
                                HStack(alignment: .firstTextBaseline, spacing: 2) {
                                    Text(String(format: "%d:%02d", alarm.hour % 12 == 0 ? 12 : alarm.hour % 12, alarm.minute))
                                        .font(.system(size: 52, weight: .light))
                                    Text(alarm.hour < 12 ? "AM" : "PM")
                                        .font(.title2)
                                }
                                Text("\(alarm.label), \(alarm.repeats)")
                                    .font(.subheadline)
                            }
                            .foregroundStyle(alarm.isOn ? .primary : .secondary)
                        }
                        .tint(.green)
                        .listRowBackground(alarm.isOn ? Color(.systemBackground) : Color(.secondarySystemBackground))
                    }
                    .onDelete { alarms.remove(atOffsets: $0) }
                }
            }
            .navigationTitle("Alarms")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        alarms.append(Alarm(hour: 8, minute: 0, label: "Alarm", repeats: "Never", isOn: true))
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}

#Preview {
    AlarmList()
}

#Preview("Weekend on", traits: .script { Flip("9:00 AM Weekend, Sat, Sun", at: 0.3) }) {
    AlarmList()
}
