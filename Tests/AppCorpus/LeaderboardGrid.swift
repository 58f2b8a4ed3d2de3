import SwiftUI

struct Player: Identifiable {
    let id = UUID()
    let name: String
    let country: String
    let wins: Int
    let losses: Int
    var ratio: Double { Double(wins) / Double(wins + losses) }
}

extension VerticalAlignment {
    private struct AvatarCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let avatarCenter = VerticalAlignment(AvatarCenter.self)
}

struct LeaderboardGridView: View {
    private let players = [
        Player(name: "Mia", country: "🇸🇪", wins: 42, losses: 8),
        Player(name: "Diego", country: "🇲🇽", wins: 37, losses: 13),
        Player(name: "Hana", country: "🇯🇵", wins: 35, losses: 10),
        Player(name: "Noah", country: "🇨🇦", wins: 21, losses: 19),
    ]

    var body: some View {
        VStack(spacing: 24) {
            HStack(alignment: .avatarCenter, spacing: 20) {
                VStack {
                    Text("Champion")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Image(systemName: "trophy.fill")
                        .font(.largeTitle)
                        .foregroundStyle(.yellow)
                        .alignmentGuide(.avatarCenter) { d in d[VerticalAlignment.center] }
                }
                VStack(alignment: .leading) {
                    Text("Mia").font(.title.bold())
                        .alignmentGuide(.avatarCenter) { d in d[VerticalAlignment.center] }
                    Text("42 wins this season")
                        .font(.subheadline)
                }
            }

            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
                GridRow {
                    Text("#")
                    Text("Player")
                    Text("W").gridColumnAlignment(.trailing)
                    Text("L").gridColumnAlignment(.trailing)
                    Text("Win %").gridColumnAlignment(.trailing)
                }
                .font(.caption.bold())
                .foregroundStyle(.secondary)

                Divider()
                    .gridCellUnsizedAxes(.horizontal)

                ForEach(Array(players.enumerated()), id: \.element.id) { index, player in
                    GridRow {
                        Text("\(index + 1)")
                            .foregroundStyle(.secondary)
                        Text("\(player.country) \(player.name)")
                        Text("\(player.wins)")
                        Text("\(player.losses)")
                        Text(player.ratio, format: .percent.precision(.fractionLength(0)))
                    }
                    .monospacedDigit()
                }

                Divider()
                    .gridCellUnsizedAxes(.horizontal)

                GridRow {
                    Text("Season ends in 3 days")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .gridCellColumns(4)
                    Image(systemName: "clock")
                        .gridCellAnchor(.trailing)
                }
            }
            .padding()
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        }
        .padding()
    }
}

#Preview {
    LeaderboardGridView()
}
