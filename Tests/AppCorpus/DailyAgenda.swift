import SwiftUI

struct AgendaEvent: Identifiable {
    let id = UUID()
    var title: String
    var location: String?
    var start: Date
    var minutes: Int
    var color: Color

    var end: Date { start.addingTimeInterval(TimeInterval(minutes * 60)) }
}

extension AgendaEvent {
    static func samples(on day: Date) -> [AgendaEvent] {
        let calendar = Calendar.current
        func at(_ hour: Int, _ minute: Int = 0, dayOffset: Int = 0) -> Date {
            let base = calendar.date(byAdding: .day, value: dayOffset, to: day)!
            return calendar.date(bySettingHour: hour, minute: minute, second: 0, of: base)!
        }
        return [
            AgendaEvent(title: "Standup", location: "Zoom", start: at(9, 30), minutes: 15, color: .blue),
            AgendaEvent(title: "Design review", location: "Room 4B", start: at(11), minutes: 60, color: .purple),
            AgendaEvent(title: "Lunch with Sam", location: "Tartine", start: at(12, 30), minutes: 45, color: .orange),
            AgendaEvent(title: "1:1 with Priya", location: nil, start: at(15), minutes: 30, color: .green),
            AgendaEvent(title: "Dentist", location: "Smile Dental", start: at(8, 15, dayOffset: 1), minutes: 60, color: .red),
            AgendaEvent(title: "Sprint planning", location: "Room 2A", start: at(10, dayOffset: 1), minutes: 90, color: .blue),
        ]
    }
}

struct DailyAgendaView: View {
    @State private var selectedDate: Date
    @State private var events: [AgendaEvent]

    init(day: Date = .now, events: [AgendaEvent]? = nil) {
        _selectedDate = State(initialValue: day)
        _events = State(initialValue: events ?? AgendaEvent.samples(on: day))
    }

    private var eventsForSelectedDay: [AgendaEvent] {
        events
            .filter { Calendar.current.isDate($0.start, inSameDayAs: selectedDate) }
            .sorted { $0.start < $1.start }
    }

    private var weekDays: [Date] {
        let calendar = Calendar.current
        let start = calendar.dateInterval(of: .weekOfYear, for: selectedDate)!.start
        return (0..<7).compactMap { calendar.date(byAdding: .day, value: $0, to: start) }
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(weekDays, id: \.self) { day in
                        let isSelected = Calendar.current.isDate(day, inSameDayAs: selectedDate)
                        Button {
                            selectedDate = day
                        } label: {
                            VStack(spacing: 6) {
                                Text(day, format: .dateTime.weekday(.narrow))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                                Text(day, format: .dateTime.day())
                                    .font(.body.weight(isSelected ? .bold : .regular))
                                    .foregroundStyle(isSelected ? .white : .primary)
                                    .frame(width: 34, height: 34)
                                    .background(isSelected ? Color.red : .clear, in: Circle())
                            }
                            .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.vertical, 8)
                Divider()

                List {
                    if eventsForSelectedDay.isEmpty {
                        ContentUnavailableView("No Events", systemImage: "calendar",
                                               description: Text("Enjoy the free time."))
                            .listRowSeparator(.hidden)
                    }
                    ForEach(eventsForSelectedDay) { event in
                        HStack(spacing: 12) {
                            Capsule()
                                .fill(event.color)
                                .frame(width: 4)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(event.title)
                                    .font(.headline)
                                if let location = event.location {
                                    Label(location, systemImage: "mappin.and.ellipse")
                                        .font(.subheadline)
                                        .foregroundStyle(.secondary)
                                }
                            }
                            Spacer()
                            VStack(alignment: .trailing) {
                                Text(event.start, style: .time)
                                Text(event.end, style: .time)
                                    .foregroundStyle(.secondary)
                            }
                            .font(.caption)
                        }
                        .padding(.vertical, 4)
                        .listRowBackground(event.color.opacity(0.08))
                    }
                }
                .listStyle(.plain)
            }
            .navigationTitle(selectedDate.formatted(.dateTime.month(.wide).day()))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    DatePicker("Date", selection: $selectedDate, displayedComponents: .date)
                        .labelsHidden()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Today") { selectedDate = .now }
                }
            }
        }
    }
}

#Preview {
    DailyAgendaView()
}

#Preview("Empty day") {
    DailyAgendaView(events: [])
}
