import Flipbook

struct SettingsRow: View {
    let title: String
    let icon: String
    let color: Color
    var value: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.system(size: 16, weight: .semibold))
                .foregroundColor(.white)
                .frame(width: 29, height: 29)
                .background(color)
                .cornerRadius(7)
            Text(title)
            Spacer()
            if let value {
                Text(value).foregroundColor(.secondary)
            }
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundColor(Color(.tertiaryLabel))
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

struct SettingsRowsView: View {
    var body: some View {
        VStack(spacing: 0) {
            SettingsRow(title: "Wi-Fi", icon: "wifi", color: .blue, value: "Home")
            Divider().padding(.leading, 57)
            SettingsRow(title: "Bluetooth", icon: "antenna.radiowaves.left.and.right", color: .blue, value: "On")
            Divider().padding(.leading, 57)
            SettingsRow(title: "Notifications", icon: "bell.badge.fill", color: .red)
            Divider().padding(.leading, 57)
            SettingsRow(title: "Battery", icon: "battery.100", color: .green)
        }
        .background(Color(uiColor: .secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 10))
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
    }
}
