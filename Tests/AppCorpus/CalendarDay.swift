import SwiftUI

struct CalendarEvent: Identifiable {
    let id = UUID()
    let title: String
    let location: String
    let start: Double   // hours since midnight
    let end: Double
    let color: Color
}

struct CalendarDay: View {
    let events = [
        CalendarEvent(title: "Standup", location: "Zoom", start: 9, end: 9.25, color: .blue),
        CalendarEvent(title: "Design Review", location: "Room 4B", start: 10, end: 11.5, color: .purple),
        CalendarEvent(title: "Lunch with Sam", location: "Café Rouge", start: 12.5, end: 13.5, color: .orange),
        CalendarEvent(title: "Focus Time", location: "", start: 14, end: 16, color: .green),
        CalendarEvent(title: "1:1 with Alex", location: "Alex's office", start: 16.5, end: 17, color: .red),
    ]
    let firstHour = 8
    let lastHour = 19
    let hourHeight: CGFloat = 60

    private func label(for hour: Int) -> String {
        let suffix = hour < 12 ? "AM" : "PM"
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve) \(suffix)"
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                ZStack(alignment: .topLeading) {
                    VStack(spacing: 0) {
                        ForEach(firstHour...lastHour, id: \.self) { hour in
                            HStack(alignment: .top, spacing: 8) {
                                Text(label(for: hour))
                                    .font(.caption2)
                                    .foregroundStyle(.secondary)
                                    .frame(width: 44, alignment: .trailing)
                                    .offset(y: -7)
                                VStack { Divider() }
                            }
                            .frame(height: hourHeight, alignment: .top)
                        }
                    }

                    GeometryReader { proxy in
                        ForEach(events) { event in
                            VStack(alignment: .leading, spacing: 2) {
                                Text(event.title)
                                    .font(.caption.bold())
                                if !event.location.isEmpty && event.end - event.start >= 0.75 {
                                    Text(event.location)
                                        .font(.caption2)
                                }
                            }
                            .foregroundStyle(event.color)
                            .padding(4)
                            .frame(width: proxy.size.width - 60,
                                   height: CGFloat(event.end - event.start) * hourHeight - 2,
                                   alignment: .topLeading)
                            .background(event.color.opacity(0.18), in: RoundedRectangle(cornerRadius: 4))
                            .overlay(alignment: .leading) {
                                Rectangle()
                                    .fill(event.color)
                                    .frame(width: 3)
                            }
                            .offset(x: 56, y: CGFloat(event.start - Double(firstHour)) * hourHeight + 1)
                        }
                    }
                }
                .padding(.top, 8)
                .padding(.trailing)
            }
            .navigationTitle("Tuesday, May 14")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    CalendarDay()
}
