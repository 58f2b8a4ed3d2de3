import SwiftUI

struct KanbanCard: Identifiable {
    let id = UUID()
    var title: String
    var tag: String
    var points: Int
}

struct KanbanColumn: Identifiable {
    let id = UUID()
    var name: String
    var color: Color
    var cards: [KanbanCard]
}

struct KanbanBoard: View {
    @State private var columns = [
        KanbanColumn(name: "To Do", color: .gray, cards: [
            KanbanCard(title: "Onboarding copy", tag: "Content", points: 2),
            KanbanCard(title: "Empty states", tag: "Design", points: 3),
            KanbanCard(title: "Crash on iPad rotate", tag: "Bug", points: 5),
        ]),
        KanbanColumn(name: "In Progress", color: .blue, cards: [
            KanbanCard(title: "Offline sync", tag: "Feature", points: 8),
            KanbanCard(title: "Settings redesign", tag: "Design", points: 5),
        ]),
        KanbanColumn(name: "Review", color: .orange, cards: [
            KanbanCard(title: "Widget timeline", tag: "Feature", points: 3),
        ]),
        KanbanColumn(name: "Done", color: .green, cards: [
            KanbanCard(title: "App icon", tag: "Design", points: 1),
            KanbanCard(title: "Login flow", tag: "Feature", points: 5),
        ]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 16) {
                    ForEach($columns) { $column in
                        ColumnView(column: $column) { card in
                            advance(card, from: column.id)
                        }
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Sprint 14")
        }
    }

    private func advance(_ card: KanbanCard, from columnID: KanbanColumn.ID) {
        guard let from = columns.firstIndex(where: { $0.id == columnID }), from + 1 < columns.count else { return }
        withAnimation(.snappy) {
            columns[from].cards.removeAll { $0.id == card.id }
            columns[from + 1].cards.append(card)
        }
    }
}

struct ColumnView: View {
    @Binding var column: KanbanColumn
    var onAdvance: (KanbanCard) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Circle()
                    .fill(column.color)
                    .frame(width: 8, height: 8)
                Text(column.name)
                    .font(.headline)
                Spacer()
                Text("\(column.cards.count)")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 2)
                    .background(Capsule().fill(Color.secondary.opacity(0.15)))
            }
            ForEach(column.cards) { card in
                VStack(alignment: .leading, spacing: 8) {
                    Text(card.title)
                        .font(.subheadline.weight(.medium))
                    HStack {
                        Text(card.tag)
                            .font(.caption2)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 2)
                            .background(column.color.opacity(0.2), in: Capsule())
                        Spacer()
                        Text("\(card.points) pt")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding(12)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 10))
                .shadow(color: .black.opacity(0.08), radius: 2, y: 1)
                .onTapGesture { onAdvance(card) }
            }
        }
        .frame(width: 240)
    }
}

#Preview {
    KanbanBoard()
}

#Preview("Advanced", traits: .script { Tap("Offline sync Feature 8 pt", at: 0.4) }) {
    KanbanBoard()
}
