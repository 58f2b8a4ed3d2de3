import SwiftUI

// A Settings-style storage screen: a stacked usage bar drawn by a custom ProgressViewStyle, sizes
// formatted with ByteCountFormatter, a legend, and a list of apps sorted by size.

struct StorageCategory: Identifiable {
    let id = UUID()
    let name: String
    let bytes: Int64
    let color: Color
}

struct SegmentedUsageStyle: ProgressViewStyle {
    let segments: [StorageCategory]
    let capacity: Int64

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
            GeometryReader { proxy in
                HStack(spacing: 1) {
                    ForEach(segments) { segment in
                        Rectangle()
                            .fill(segment.color)
                            .frame(width: proxy.size.width * CGFloat(segment.bytes) / CGFloat(capacity))
                    }
                    Spacer(minLength: 0)
                }
                .background(Color(.systemGray5))
                .clipShape(RoundedRectangle(cornerRadius: 4))
            }
            .frame(height: 18)
            configuration.currentValueLabel
        }
    }
}

struct StorageUsageBar: View {
    private let capacity: Int64 = 128_000_000_000
    private let categories = [
        StorageCategory(name: "Apps", bytes: 38_400_000_000, color: .red),
        StorageCategory(name: "Photos", bytes: 29_100_000_000, color: .yellow),
        StorageCategory(name: "Media", bytes: 11_700_000_000, color: .orange),
        StorageCategory(name: "iOS", bytes: 9_800_000_000, color: .gray),
    ]
    private let apps: [(name: String, bytes: Int64)] = [
        ("Photos", 29_100_000_000), ("Podcasts", 6_200_000_000), ("Maps", 1_420_000_000), ("Notes", 312_000_000),
    ]

    private func size(_ bytes: Int64) -> String {
        ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file)
    }

    private var used: Int64 { categories.reduce(0) { $0 + $1.bytes } }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ProgressView(value: Double(used), total: Double(capacity)) {
                        HStack {
                            Text("iPhone").bold()
                            Spacer()
                            Text("\(size(used)) of \(size(capacity)) used")
                                .foregroundStyle(.secondary)
                        }
                    } currentValueLabel: {
                        HStack(spacing: 12) {
                            ForEach(categories) { category in
                                HStack(spacing: 4) {
                                    Circle().fill(category.color).frame(width: 8, height: 8)
                                    Text(category.name)
                                }
                            }
                        }
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    }
                    .progressViewStyle(SegmentedUsageStyle(segments: categories, capacity: capacity))
                    .padding(.vertical, 4)
                }
                Section {
                    ForEach(apps.sorted { $0.bytes > $1.bytes }, id: \.name) { app in
                        LabeledContent(app.name, value: size(app.bytes))
                    }
                }
            }
            .navigationTitle("iPhone Storage")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    StorageUsageBar()
}
