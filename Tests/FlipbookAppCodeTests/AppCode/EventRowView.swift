import Flipbook

struct Event {
    var title: String
    var start: Date
    var location: String
}

struct EventRowView: View {
    var event: Event

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack {
                Text(event.start, format: .dateTime.month(.abbreviated))
                    .font(.caption.bold())
                    .textCase(.uppercase)
                    .foregroundColor(.red)
                Text(event.start, format: .dateTime.day())
                    .font(.title.bold())
            }
            .frame(width: 50)
            VStack(alignment: .leading, spacing: 4) {
                Text(event.title)
                    .font(.headline)
                Text(event.start, style: .time) + Text(" · ") + Text(event.location)
                Label {
                    Text(event.start, style: .date)
                } icon: {
                    Image(systemName: "calendar")
                }
                .font(.footnote)
                .foregroundColor(.secondary)
            }
        }
        .padding()
    }
}
