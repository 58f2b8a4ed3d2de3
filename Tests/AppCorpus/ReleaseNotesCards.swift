import SwiftUI

// An iOS 18 custom container: the container decorates each subview it is given and reads
// per-item container values, as WWDC24's "Demystify SwiftUI containers" shows.

extension ContainerValues {
    @Entry var isHighlighted: Bool = false
    @Entry var cardTint: Color = .blue
}

extension View {
    func highlighted(_ isHighlighted: Bool = true) -> some View {
        containerValue(\.isHighlighted, isHighlighted)
    }
}

struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) updates")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .textCase(.uppercase)
                ForEach(subviews) { subview in
                    let tint = subview.containerValues.cardTint
                    subview
                        .padding()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 14))
                        .overlay {
                            if subview.containerValues.isHighlighted {
                                RoundedRectangle(cornerRadius: 14)
                                    .strokeBorder(tint, lineWidth: 2)
                            }
                        }
                }
            }
        }
        .padding()
    }
}

struct ReleaseNote: Identifiable {
    let id: Int
    let title: String
    let detail: String
    var isNew = false
}

struct ReleaseNotesView: View {
    let notes = [
        ReleaseNote(id: 1, title: "Shared albums", detail: "Invite up to 100 people to an album.", isNew: true),
        ReleaseNote(id: 2, title: "Faster sync", detail: "Libraries sync twice as fast on Wi-Fi."),
    ]

    var body: some View {
        ScrollView {
            CardStack {
                VStack(alignment: .leading, spacing: 4) {
                    Label("Version 4.2", systemImage: "sparkles")
                        .font(.headline)
                    Text("What's new this week")
                        .foregroundStyle(.secondary)
                }
                .containerValue(\.cardTint, .purple)
                .highlighted()

                ForEach(notes) { note in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(note.title).font(.headline)
                        Text(note.detail)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    .highlighted(note.isNew)
                }

                Text("Bug fixes and performance improvements.")
                    .font(.subheadline)
                    .containerValue(\.cardTint, .gray)
            }
        }
    }
}

#Preview {
    ReleaseNotesView()
}
