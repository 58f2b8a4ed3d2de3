import SwiftUI

struct StatTile: View {
    let title: String
    let value: String
    let color: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
            Text(value)
                .font(.title.bold())
                .foregroundStyle(color)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct StatsDashboard: View {
    var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
                StatTile(title: "Steps", value: "8,412", color: .green)
                StatTile(title: "Calories", value: "412", color: .orange)
            }
            GridRow {
                StatTile(title: "Distance", value: "6.2 km", color: .blue)
                StatTile(title: "Floors", value: "12", color: .purple)
            }
        }
        .padding()
    }
}

#Preview {
    StatsDashboard()
}
