import Flipbook

struct Flight: Identifiable {
    enum Status {
        case onTime, boarding, delayed(minutes: Int), cancelled
    }

    let id = UUID()
    let number: String
    let destination: String
    let gate: String
    let departure: Date
    let status: Status
}

struct FlightRow: View {
    let flight: Flight

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(flight.destination)
                    .font(.headline)
                    .textCase(.uppercase)
                    .kerning(1.5)
                    .strikethrough(isCancelled, color: .red)
                Text(flight.number)
                    .font(.caption.monospaced())
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(flight.departure, style: .time)
                    .font(.title3.monospacedDigit().bold())
                statusText
                    .font(.caption.weight(.semibold))
            }
            Text(flight.gate)
                .font(.system(.title3, design: .monospaced).weight(.bold))
                .foregroundStyle(.yellow)
                .frame(width: 48)
                .padding(.vertical, 6)
                .background(.black, in: RoundedRectangle(cornerRadius: 6))
        }
        .padding(.vertical, 4)
    }

    private var isCancelled: Bool {
        if case .cancelled = flight.status { return true }
        return false
    }

    private var statusText: Text {
        switch flight.status {
        case .onTime:
            Text("On time").foregroundStyle(.green)
        case .boarding:
            Text("Boarding").foregroundStyle(.blue)
        case .delayed(let minutes):
            Text("Delayed ") .foregroundStyle(.orange)
                + Text("+\(minutes)m").foregroundStyle(.orange).baselineOffset(4).font(.caption2)
        case .cancelled:
            Text("Cancelled").foregroundStyle(.red)
        }
    }
}

struct FlightStatusBoard: View {
    let flights: [Flight]
    var updated: Date

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(flights) { flight in
                        FlightRow(flight: flight)
                    }
                } header: {
                    Text("Departures")
                } footer: {
                    Text("Updated \(updated, style: .relative) ago")
                }
            }
            .navigationTitle("SFO Terminal 2")
        }
    }
}

#Preview("Departures") {
    let base = Date(timeIntervalSince1970: 1_742_400_000)
    FlightStatusBoard(flights: [
        Flight(number: "UA 1532", destination: "Denver", gate: "D8", departure: base, status: .boarding),
        Flight(number: "AS 331", destination: "Seattle", gate: "C4", departure: base.addingTimeInterval(1_500),
               status: .onTime),
        Flight(number: "DL 2044", destination: "Atlanta", gate: "D12", departure: base.addingTimeInterval(2_700),
               status: .delayed(minutes: 35)),
        Flight(number: "AA 188", destination: "Chicago", gate: "C9", departure: base.addingTimeInterval(4_200),
               status: .cancelled),
    ], updated: base.addingTimeInterval(-120))
}
