import SwiftUI

struct WiFiNetwork: Identifiable {
    let id = UUID()
    var name: String
    var strength: Double
    var isSecured: Bool
}

struct WiFiNetworks: View {
    @State private var isWiFiOn = true
    @State private var connected = WiFiNetwork(name: "Home", strength: 1.0, isSecured: true)
    let nearby: [WiFiNetwork]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Wi-Fi", isOn: $isWiFiOn)
                    if isWiFiOn {
                        HStack {
                            Image(systemName: "checkmark")
                                .foregroundStyle(.blue)
                                .fontWeight(.semibold)
                            Text(connected.name)
                            Spacer()
                            networkIcons(for: connected)
                        }
                    }
                }

                if isWiFiOn {
                    Section("Networks") {
                        ForEach(nearby) { network in
                            HStack {
                                Text(network.name)
                                Spacer()
                                networkIcons(for: network)
                            }
                        }
                    }
                    .listRowSeparatorTint(.blue.opacity(0.3))
                }
            }
            .navigationTitle("Wi-Fi")
        }
    }

    private func networkIcons(for network: WiFiNetwork) -> some View {
        HStack(spacing: 8) {
            if network.isSecured {
                Image(systemName: "lock.fill")
                    .font(.footnote)
            }
            Image(systemName: "wifi", variableValue: network.strength)
            Image(systemName: "info.circle")
                .foregroundStyle(.blue)
                .font(.title3)
        }
    }
}

#Preview("Networks") {
    WiFiNetworks(nearby: [
        WiFiNetwork(name: "Café Lumière", strength: 0.7, isSecured: false),
        WiFiNetwork(name: "DIRECT-4F-Printer", strength: 0.3, isSecured: true),
        WiFiNetwork(name: "Neighbour 5G", strength: 0.5, isSecured: true),
    ])
}

#Preview("Wi-Fi off", traits: .script { Flip("Wi-Fi", at: 0.2) }) {
    WiFiNetworks(nearby: [])
}
