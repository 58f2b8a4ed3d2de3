import SwiftUI

struct MusicPlayerControls: View {
    @State private var isPlaying = false
    @State private var position = 0.35

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.orange.gradient)
                .frame(width: 220, height: 220)
                .shadow(radius: 10)
            VStack(spacing: 4) {
                Text("Sunflower")
                    .font(.title3.bold())
                Text("Rex Orange County")
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: position)
                .padding(.horizontal)
            HStack(spacing: 40) {
                Image(systemName: "backward.fill")
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                }
                Image(systemName: "forward.fill")
            }
            .font(.title2)
        }
        .padding()
    }
}

#Preview {
    MusicPlayerControls()
}
