import Flipbook

struct NowPlayingView: View {
    @State private var isPlaying = false

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)

            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.indigo)
                    .frame(width: 48, height: 48)
                    .overlay(Image(systemName: "music.note").foregroundColor(.white))
                VStack(alignment: .leading) {
                    Text("Midnight City")
                        .font(.headline)
                    Text("M83")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.title2)
                }
                .tint(.primary)
                Image(systemName: "forward.fill")
                    .font(.title2)
            }
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            .padding()
        }
    }
}
