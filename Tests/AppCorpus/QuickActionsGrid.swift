import SwiftUI

// A banking app's quick actions: Labels drawn by a custom LabelStyle that stacks the icon in a
// tinted circle above the title, in a four-column LazyVGrid, below a balance header.

struct TileLabelStyle: LabelStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.title3)
                .foregroundStyle(color)
                .frame(width: 52, height: 52)
                .background(color.opacity(0.15), in: Circle())
            configuration.title
                .font(.caption)
                .foregroundStyle(.primary)
        }
    }
}

struct QuickActionsGrid: View {
    private let columns = Array(repeating: GridItem(.flexible()), count: 4)

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Total balance")
                    .foregroundStyle(.secondary)
                Text(12_480.32, format: .currency(code: "USD"))
                    .font(.system(size: 40, weight: .bold, design: .rounded))
            }

            LazyVGrid(columns: columns, spacing: 20) {
                Label("Send", systemImage: "arrow.up.right")
                Label("Request", systemImage: "arrow.down.left")
                Label("Top Up", systemImage: "plus")
                Label("Cards", systemImage: "creditcard")
                Label("Bills", systemImage: "doc.text")
                Label("Savings", systemImage: "banknote")
                    .labelStyle(TileLabelStyle(color: .green))
                Label("Invest", systemImage: "chart.line.uptrend.xyaxis")
                    .labelStyle(TileLabelStyle(color: .purple))
                Label("More", systemImage: "ellipsis")
                    .labelStyle(TileLabelStyle(color: .gray))
            }
            .labelStyle(TileLabelStyle())

            Spacer()
        }
        .padding()
    }
}

#Preview {
    QuickActionsGrid()
}
