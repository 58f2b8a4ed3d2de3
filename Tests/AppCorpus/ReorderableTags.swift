import SwiftUI

struct ReorderableTags: View {
    @State private var favourites = ["Swift", "Design"]
    @State private var suggestions = ["Cooking", "Running", "Jazz", "Photography", "Chess"]
    @State private var isTargeted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("Favourites")
                .font(.headline)
            HStack {
                ForEach(favourites, id: \.self) { tag in
                    TagChip(title: tag, isSelected: true)
                }
                Spacer(minLength: 0)
            }
            .frame(maxWidth: .infinity, minHeight: 60)
            .padding(8)
            .background(
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(isTargeted ? Color.accentColor : .secondary.opacity(0.4),
                                  style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
            )
            .dropDestination(for: String.self) { items, _ in
                let new = items.filter { !favourites.contains($0) }
                favourites.append(contentsOf: new)
                suggestions.removeAll { new.contains($0) }
                return !new.isEmpty
            } isTargeted: { targeted in
                isTargeted = targeted
            }

            Text("Drag a topic up to follow it")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack {
                ForEach(suggestions.prefix(3), id: \.self) { tag in
                    TagChip(title: tag, isSelected: false)
                        .draggable(tag) {
                            TagChip(title: tag, isSelected: true)
                                .opacity(0.8)
                        }
                }
            }
            Spacer()
        }
        .padding()
    }
}

struct TagChip: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        Text(title)
            .font(.subheadline.weight(.medium))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(isSelected ? .white : .primary)
            .background(isSelected ? Color.accentColor : Color(.secondarySystemFill), in: Capsule())
    }
}

#Preview("Topics") {
    ReorderableTags()
}

#Preview("Cooking followed", traits: .script { DragAndDrop("Cooking", to: "Swift", at: 0.5) }) {
    ReorderableTags()
}

#Preview("Dragging cooking", traits: .script { DragAndDrop("Cooking", to: "Swift", duration: 2, at: 0.5) }) {
    ReorderableTags()
}

#Preview("Dragging cooking in the dark", traits: .script { DragAndDrop("Cooking", to: "Swift", duration: 2, at: 0.5) }) {
    ReorderableTags()
        .preferredColorScheme(.dark)
}
