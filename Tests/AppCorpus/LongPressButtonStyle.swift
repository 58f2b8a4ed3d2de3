import SwiftUI

struct LongPressButtonStyle: PrimitiveButtonStyle {
    var minimumDuration = 0.5

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(Color.red.opacity(0.15), in: Capsule())
            .foregroundStyle(.red)
            .onLongPressGesture(minimumDuration: minimumDuration) {
                configuration.trigger()
            }
    }
}

struct DoubleTapButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .buttonStyle(.bordered)
            .onTapGesture(count: 2) { configuration.trigger() }
    }
}

struct DeleteAccountView: View {
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 20) {
            Text(deleted ? "Account deleted" : "Hold to delete your account")
            Button("Delete Account", role: .destructive) {
                deleted = true
            }
            .buttonStyle(LongPressButtonStyle())
            Button("Undo") { deleted = false }
                .buttonStyle(DoubleTapButtonStyle())
        }
    }
}

#Preview {
    DeleteAccountView()
}
