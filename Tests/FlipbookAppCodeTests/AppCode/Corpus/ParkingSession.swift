import Flipbook

enum ParkingState: Equatable {
    case choosingZone
    case parked(zone: String, minutes: Int)
    case expiringSoon(zone: String, minutesLeft: Int)
    case ended(cost: Double)
}

struct ParkingSession: View {
    @State private var state: ParkingState
    @State private var zone = "4021"
    @State private var minutes = 60

    init(state: ParkingState = .choosingZone) {
        _state = State(initialValue: state)
    }

    var body: some View {
        VStack(spacing: 24) {
            header
            content
                .transition(.asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity),
                                        removal: .opacity))
            Spacer()
        }
        .padding()
        .animation(.spring(response: 0.45, dampingFraction: 0.8), value: state)
    }

    private var header: some View {
        HStack {
            Image(systemName: "parkingsign.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.blue)
            VStack(alignment: .leading) {
                Text("City Parking")
                    .font(.headline)
                Text(statusText)
                    .font(.subheadline)
                    .foregroundStyle(statusColor)
            }
            Spacer()
        }
    }

    private var statusText: String {
        switch state {
        case .choosingZone: "Not parked"
        case .parked(let zone, _): "Parked in zone \(zone)"
        case .expiringSoon(_, let left): "Expires in \(left) min"
        case .ended: "Session ended"
        }
    }

    private var statusColor: Color {
        switch state {
        case .expiringSoon: .orange
        case .parked: .green
        default: .secondary
        }
    }

    @ViewBuilder
    private var content: some View {
        switch state {
        case .choosingZone:
            VStack(alignment: .leading, spacing: 16) {
                TextField("Zone", text: $zone)
                    .textFieldStyle(.roundedBorder)
                    .font(.title3.monospacedDigit())
                Stepper("Duration: \(minutes) min", value: $minutes, in: 15...240, step: 15)
                Button {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                        state = .parked(zone: zone, minutes: minutes)
                    }
                } label: {
                    Label("Start Parking", systemImage: "play.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
            }
        case .parked(let zone, let minutes), .expiringSoon(let zone, let minutes):
            VStack(spacing: 12) {
                Text("\(minutes)")
                    .font(.system(size: 72, weight: .bold, design: .rounded))
                    .contentTransition(.numericText())
                Text(state == .parked(zone: zone, minutes: minutes) ? "minutes booked" : "minutes left")
                    .foregroundStyle(.secondary)
                HStack {
                    Button("Extend 15 min") {
                        state = .parked(zone: zone, minutes: minutes + 15)
                    }
                    .buttonStyle(.bordered)
                    Button("End", role: .destructive) {
                        state = .ended(cost: Double(minutes) / 60 * 3.5)
                    }
                    .buttonStyle(.bordered)
                }
            }
            .frame(maxWidth: .infinity)
            .padding()
            .background(statusColor.opacity(0.12), in: RoundedRectangle(cornerRadius: 20))
        case .ended(let cost):
            VStack(spacing: 8) {
                Image(systemName: "checkmark.seal.fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.green)
                Text(cost, format: .currency(code: "USD"))
                    .font(.title.bold())
                Button("Park Again") { state = .choosingZone }
            }
        }
    }
}

#Preview("Choose zone") {
    ParkingSession()
}

#Preview("Expiring") {
    ParkingSession(state: .expiringSoon(zone: "4021", minutesLeft: 10))
}

#Preview("Ended") {
    ParkingSession(state: .ended(cost: 5.25))
}
