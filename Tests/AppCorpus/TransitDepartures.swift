import SwiftUI

// A live departures board for a tram stop, as a transit app writes it: countdown (`.timer`) and
// clock (`.time`) date styles, a relative "updated" time interpolated into a string, a pulsing
// live symbol, a section header that keeps its case, spaced rows, and scrolling turned off
// while a refresh is in flight.

struct Departure: Identifiable {
    let id = UUID()
    let line: String
    let destination: String
    let leavesAt: Date
    let platform: Int
    var isDelayed = false
}

struct TransitDepartures: View {
    let stop: String
    let departures: [Departure]
    let updatedAt: Date
    @State private var isRefreshing = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(departures) { departure in
                        DepartureRow(departure: departure)
                    }
                } header: {
                    HStack(spacing: 6) {
                        Image(systemName: "dot.radiowaves.left.and.right")
                            .symbolEffect(.pulse)
                            .foregroundStyle(.green)
                        Text("Live from \(stop)")
                    }
                    .textCase(nil)
                } footer: {
                    Text("Updated \(updatedAt, style: .relative) ago")
                }
            }
            .listRowSpacing(6)
            .scrollDisabled(isRefreshing)
            .refreshable { await refresh() }
            .navigationTitle("Departures")
        }
    }

    private func refresh() async {
        isRefreshing = true
        try? await Task.sleep(for: .seconds(1))
        isRefreshing = false
    }
}

struct DepartureRow: View {
    let departure: Departure

    var body: some View {
        HStack(spacing: 12) {
            Text(departure.line)
                .font(.headline.monospacedDigit())
                .foregroundStyle(.white)
                .frame(width: 40, height: 32)
                .background(.orange, in: .rect(cornerRadius: 6))
            VStack(alignment: .leading, spacing: 2) {
                Text(departure.destination)
                    .font(.body.weight(.medium))
                Label("Platform \(departure.platform)", systemImage: "tram")
                    .symbolVariant(.fill)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(departure.leavesAt, style: .timer)
                    .font(.title3.monospacedDigit().weight(.semibold))
                    .foregroundStyle(departure.isDelayed ? .red : .primary)
                Text(departure.leavesAt, style: .time)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview {
    TransitDepartures(
        stop: "Central Station",
        departures: [
            Departure(line: "4", destination: "Harbour Front", leavesAt: .now.addingTimeInterval(95), platform: 2),
            Departure(line: "11", destination: "University", leavesAt: .now.addingTimeInterval(260), platform: 1, isDelayed: true),
            Departure(line: "4", destination: "Old Town", leavesAt: .now.addingTimeInterval(410), platform: 3),
            Departure(line: "7", destination: "Airport", leavesAt: .now.addingTimeInterval(725), platform: 2),
        ],
        updatedAt: .now.addingTimeInterval(-120)
    )
}
