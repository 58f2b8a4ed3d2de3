import SwiftUI

struct DeviceStatus: Identifiable {
    let id: String
    let symbol: String
    var isOn: Bool
}

struct DeviceStatusPanel: View {
    @State private var devices = [
        DeviceStatus(id: "Wi-Fi", symbol: "wifi", isOn: true),
        DeviceStatus(id: "Bluetooth", symbol: "dot.radiowaves.left.and.right", isOn: true),
        DeviceStatus(id: "Location", symbol: "location", isOn: false),
        DeviceStatus(id: "Focus", symbol: "moon", isOn: false),
    ]
    @State private var isSyncing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .orange)
                    .imageScale(.large)
                Text("2 services are off")
                    .font(.headline)
            }

            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                ForEach($devices) { $device in
                    Button {
                        withAnimation { device.isOn.toggle() }
                    } label: {
                        VStack(alignment: .leading, spacing: 8) {
                            Image(systemName: device.symbol)
                                .symbolVariant(device.isOn ? .fill : .none)
                                .font(.title2)
                                .foregroundStyle(device.isOn ? .white : .blue)
                                .frame(width: 44, height: 44)
                                .background(device.isOn ? Color.blue : Color(.tertiarySystemFill), in: Circle())
                            Text(device.id)
                                .font(.subheadline.weight(.semibold))
                            Text(device.isOn ? "On" : "Off")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .contentTransition(.interpolate)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 18))
                    }
                    .buttonStyle(.plain)
                }
            }

            Button {
                withAnimation(.smooth) { isSyncing.toggle() }
            } label: {
                HStack {
                    if isSyncing {
                        Label("Syncing…", systemImage: "arrow.triangle.2.circlepath")
                            .transition(.blurReplace)
                    } else {
                        Label("Up to date", systemImage: "checkmark.circle.fill")
                            .symbolRenderingMode(.palette)
                            .foregroundStyle(.white, .green)
                            .transition(.blurReplace(.upUp))
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            Spacer()
        }
        .padding()
    }
}

#Preview {
    DeviceStatusPanel()
}
