import SwiftUI

struct TeamStanding: Identifiable {
    let id = UUID()
    let name: String
    let crest: Color
    let played: Int
    let won: Int
    let drawn: Int
    let lost: Int
    let goalsFor: Int
    let goalsAgainst: Int

    var points: Int { won * 3 + drawn }
    var goalDifference: Int { goalsFor - goalsAgainst }
}

let groupA: [TeamStanding] = [
    TeamStanding(name: "Harbour City", crest: .blue, played: 3, won: 3, drawn: 0, lost: 0, goalsFor: 8, goalsAgainst: 2),
    TeamStanding(name: "Northvale", crest: .red, played: 3, won: 1, drawn: 1, lost: 1, goalsFor: 4, goalsAgainst: 4),
    TeamStanding(name: "Eastbridge Rovers", crest: .green, played: 3, won: 1, drawn: 0, lost: 2, goalsFor: 3, goalsAgainst: 5),
    TeamStanding(name: "Pine Hollow", crest: .orange, played: 3, won: 0, drawn: 1, lost: 2, goalsFor: 2, goalsAgainst: 6),
]

struct TournamentTableView: View {
    let title: String
    let standings: [TeamStanding]
    var qualifyingPlaces = 2

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.title2.bold())
                .padding(.bottom, 4)

            Grid(alignment: .trailing, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("#")
                    Text("Team")
                        .gridColumnAlignment(.leading)
                    Text("P")
                    Text("W")
                    Text("D")
                    Text("L")
                    Text("GD")
                    Text("Pts")
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)

                Divider()
                    .gridCellUnsizedAxes(.horizontal)

                ForEach(Array(standings.enumerated()), id: \.element.id) { index, team in
                    GridRow {
                        Text("\(index + 1)")
                            .foregroundStyle(index < qualifyingPlaces ? .green : .secondary)
                        HStack(spacing: 6) {
                            Circle()
                                .fill(team.crest)
                                .frame(width: 12, height: 12)
                            Text(team.name)
                                .lineLimit(1)
                        }
                        Text("\(team.played)")
                        Text("\(team.won)")
                        Text("\(team.drawn)")
                        Text("\(team.lost)")
                        Text(team.goalDifference, format: .number.sign(strategy: .always(includingZero: false)))
                        Text("\(team.points)")
                            .bold()
                    }
                    .font(.subheadline.monospacedDigit())

                    if index == qualifyingPlaces - 1 {
                        Rectangle()
                            .fill(.green.opacity(0.5))
                            .frame(height: 1)
                            .gridCellColumns(8)
                    }
                }
            }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.1), radius: 6, y: 2)
    }
}

#Preview {
    ScrollView {
        TournamentTableView(title: "Group A", standings: groupA)
            .padding()
    }
    .background(Color(.systemGroupedBackground))
}

#Preview("Standings, dark") {
    TournamentTableView(title: "Group A", standings: groupA, qualifyingPlaces: 1)
        .padding()
        .preferredColorScheme(.dark)
}
