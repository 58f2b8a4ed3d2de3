import SwiftUI

struct Attendee: Identifiable {
    let id = UUID()
    var name: PersonNameComponents
    var color: Color
    var hasAccepted: Bool
}

struct Meeting {
    var title: String
    var start: Date
    var length: Duration
    var attendees: [Attendee]
}

struct MeetingAttendees: View {
    let meeting: Meeting

    private var acceptedNames: [String] {
        meeting.attendees.filter(\.hasAccepted).map { $0.name.formatted(.name(style: .short)) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(meeting.title)
                .font(.title2.bold())
            Label(meeting.length.formatted(.units(allowed: [.hours, .minutes], width: .wide)),
                  systemImage: "clock")
                .foregroundStyle(.secondary)

            HStack(spacing: -10) {
                ForEach(meeting.attendees) { attendee in
                    Text(attendee.name.formatted(.name(style: .abbreviated)))
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .frame(width: 40, height: 40)
                        .background(attendee.color, in: Circle())
                        .overlay(Circle().stroke(.background, lineWidth: 3))
                        .opacity(attendee.hasAccepted ? 1 : 0.45)
                }
            }

            Text("\(acceptedNames.formatted(.list(type: .and))) accepted.")
                .font(.subheadline)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 20))
        .padding()
    }
}

private func person(_ given: String, _ family: String) -> PersonNameComponents {
    var components = PersonNameComponents()
    components.givenName = given
    components.familyName = family
    return components
}

#Preview("Design sync", traits: .sizeThatFitsLayout) {
    MeetingAttendees(meeting: Meeting(
        title: "Design sync",
        start: .now,
        length: .seconds(5400),
        attendees: [
            Attendee(name: person("Grace", "Hopper"), color: .indigo, hasAccepted: true),
            Attendee(name: person("Alan", "Turing"), color: .teal, hasAccepted: true),
            Attendee(name: person("Katherine", "Johnson"), color: .pink, hasAccepted: false),
            Attendee(name: person("Linus", "Torvalds"), color: .orange, hasAccepted: true),
        ]
    ))
}
