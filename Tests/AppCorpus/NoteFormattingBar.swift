import SwiftUI

struct NoteFormattingBar: View {
    @State private var page = 3
    @State private var zoom = 100
    @State private var isBold = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Page \(page) · \(zoom)%")
                .font(.headline)

            ControlGroup {
                Button("Bold", systemImage: "bold") { isBold.toggle() }
                Button("Italic", systemImage: "italic") {}
                Button("Underline", systemImage: "underline") {}
            }

            ControlGroup {
                Button("Zoom Out", systemImage: "minus.magnifyingglass") { zoom -= 10 }
                Button("Zoom In", systemImage: "plus.magnifyingglass") { zoom += 10 }
            }
            .labelStyle(.titleAndIcon)

            HStack {
                ControlGroup {
                    Button("Previous", systemImage: "chevron.left") { page -= 1 }
                    Button("Next", systemImage: "chevron.right") { page += 1 }
                }
                .controlGroupStyle(.navigation)

                Spacer()

                ControlGroup {
                    Button("Undo", systemImage: "arrow.uturn.backward") {}
                    Button("Redo", systemImage: "arrow.uturn.forward") {}
                } label: {
                    Label("Edit", systemImage: "textformat")
                }
                .controlGroupStyle(.menu)
            }

            Spacer()
        }
        .padding()
    }
}

#Preview {
    NoteFormattingBar()
}

#Preview("Formatting in the dark") {
    NoteFormattingBar()
        .preferredColorScheme(.dark)
}

#Preview("Next page", traits: .script { Tap("Next", at: 0.3); Tap("Zoom In", at: 0.6) }) {
    NoteFormattingBar()
}

#Preview("Edit menu", traits: .script { Tap("Edit", at: 0.3) }) {
    NoteFormattingBar()
}
