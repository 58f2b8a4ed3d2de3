import SwiftUI

struct JournalNote: Identifiable {
    let id = UUID()
    var title: String
    var body: String
    var mood: String
    var created: Date
}

struct JournalEntryView: View {
    @Binding var note: JournalNote
    @State private var isEditing = false
    @AppStorage("journalFontSize") private var fontSize = 17.0

    private var renderedBody: AttributedString {
        (try? AttributedString(markdown: note.body,
                               options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)))
            ?? AttributedString(note.body)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                HStack {
                    Text(note.mood)
                        .font(.largeTitle)
                    VStack(alignment: .leading) {
                        Text(note.created, format: .dateTime.weekday(.wide).month().day())
                            .font(.headline)
                        Text(note.created, style: .time)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }

                if isEditing {
                    TextField("Title", text: $note.title)
                        .font(.title.bold())
                    TextField("Write something…", text: $note.body, axis: .vertical)
                        .font(.system(size: fontSize))
                        .lineLimit(8...)
                        .padding(8)
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
                    Text("Supports **bold**, *italic*, `code` and [links](https://daringfireball.net/projects/markdown/).")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                } else {
                    Text(note.title)
                        .font(.title.bold())
                    Text(renderedBody)
                        .font(.system(size: fontSize))
                        .lineSpacing(4)
                        .tint(.purple)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .navigationTitle("Journal")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Menu {
                    Button("Smaller Text", systemImage: "textformat.size.smaller") { fontSize = max(13, fontSize - 2) }
                    Button("Larger Text", systemImage: "textformat.size.larger") { fontSize = min(28, fontSize + 2) }
                } label: {
                    Image(systemName: "textformat.size")
                }
                Button(isEditing ? "Done" : "Edit") {
                    withAnimation { isEditing.toggle() }
                }
                .bold(isEditing)
            }
        }
    }
}

private let sampleNote = JournalNote(
    title: "Saturday at the coast",
    body: """
    Drove out to **Point Reyes** before sunrise. The fog sat on the water until almost ten, \
    and then *everything* turned gold.

    Saw two elephant seals and a hawk that would not stop circling. Need to look up \
    [tide tables](https://tidesandcurrents.noaa.gov) before going back — the `low tide` pools \
    are the best part.
    """,
    mood: "🌊",
    created: Date(timeIntervalSince1970: 1_718_451_000))

#Preview {
    @Previewable @State var note = sampleNote
    NavigationStack {
        JournalEntryView(note: $note)
    }
}

#Preview("Inline markdown") {
    VStack(alignment: .leading, spacing: 8) {
        Text("**Bold** and *italic* and ~~struck~~ text")
        Text("Visit [Apple](https://www.apple.com) for `more`.")
        Text(verbatim: "**Not** markdown")
    }
    .padding()
}
