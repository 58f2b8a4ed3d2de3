import Flipbook

/// A dashboard of cards whose bars and panel spring open and closed: the
/// reference scene for `flipbook bench` (800×600, text and shapes, animating).
struct DashboardView: View {
    @State private var expanded = false
    private static let colors: [Color] = [.blue, .green, .orange, .pink, .purple, .teal, .indigo, .red]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Weekly report").font(.largeTitle.bold())
                Spacer()
                Button(expanded ? "Collapse" : "Expand") {
                    withAnimation(.spring) { expanded.toggle() }
                }
            }
            ForEach([0..<4, 4..<8], id: \.lowerBound) { row in
                HStack(spacing: 16) {
                    ForEach(row) { index in
                        MetricCard(title: "Metric \(index + 1)", value: "\((index + 3) * 1_287)",
                                   color: Self.colors[index], fraction: expanded ? 0.3 + 0.08 * Double(index) : 0.2)
                    }
                }
            }
            RoundedRectangle(cornerRadius: 12)
                .fill(expanded ? Color.blue.opacity(0.25) : Color.gray.opacity(0.15))
                .frame(height: expanded ? 170 : 60)
                .overlay(alignment: .topLeading) {
                    Text("Details").font(.headline).padding()
                }
            Spacer(minLength: 0)
        }
        .padding(24)
    }
}

struct MetricCard: View {
    let title: String
    let value: String
    let color: Color
    let fraction: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.subheadline).foregroundStyle(.secondary)
            Text(value).font(.title.bold())
            Capsule().fill(color).frame(width: 150 * fraction, height: 8)
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
    }
}

extension FlipbookScene {
    static let dashboard = FlipbookScene(
        "dashboard", size: CGSize(width: 800, height: 600), duration: 2,
        summary: "Cards and a panel spring open and closed (the benchmark scene)"
    ) {
        Tap("Expand", at: 0.25)
        Tap("Collapse", at: 1.25)
    } content: {
        DashboardView()
    }
}
