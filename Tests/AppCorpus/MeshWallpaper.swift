import SwiftUI

struct MeshWallpaper: View {
    var time = Date(timeIntervalSince1970: 1_742_400_000)

    var body: some View {
        ZStack {
            MeshGradient(
                width: 3,
                height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.6, 0.45], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    .indigo, .purple, .pink,
                    .blue, .mint, .orange,
                    .teal, .cyan, .yellow,
                ]
            )
            .ignoresSafeArea()

            VStack(spacing: 0) {
                Text(time, format: .dateTime.weekday(.wide).month(.wide).day())
                    .font(.title3.weight(.semibold))
                Text(time, format: .dateTime.hour().minute())
                    .font(.system(size: 96, weight: .bold, design: .rounded))
                Spacer()
                HStack {
                    Image(systemName: "flashlight.off.fill")
                    Spacer()
                    Image(systemName: "camera.fill")
                }
                .font(.title2)
                .padding(18)
                .padding(.horizontal, 24)
            }
            .foregroundStyle(.white)
            .padding(.top, 60)
        }
    }
}

#Preview("Lock screen") {
    MeshWallpaper()
}
