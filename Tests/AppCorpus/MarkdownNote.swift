import SwiftUI

struct Note: Identifiable {
    let id = UUID()
    let title: String
    let body: String
    let edited: Date
}

struct MarkdownNote: View {
    let note = Note(
        title: "Trip checklist",
        body: """
        Pack the **passport** and the *charging cables*.

        Confirm the hotel on `booking ref 7QX2`, then check the [ferry timetable](https://example.com/ferry).

        ~~Buy sunscreen~~ — already have some.
        """,
        edited: Date(timeIntervalSince1970: 1_715_680_000)
    )

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text(note.edited, format: .dateTime.day().month(.wide).year().hour().minute())
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)

                    Text(LocalizedStringKey(note.body))
                        .font(.body)
                        .lineSpacing(4)
                        .tint(.orange)

                    Divider()

                    Text("Inline markdown in a literal: **bold**, *italic*, `code`.")
                        .font(.callout)
                        .foregroundStyle(.secondary)

                    Text(verbatim: "Verbatim shows **asterisks** as typed.")
                        .font(.callout)
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle(note.title)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit") {}
                }
            }
        }
    }
}

#Preview {
    MarkdownNote()
}
