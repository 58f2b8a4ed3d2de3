import SwiftUI

struct PlayerVolume: View {
    @State private var volume: Double = 0.6
    @State private var progress: Double = 0.35
    @State private var isShuffling = false

    var body: some View {
        VStack(spacing: 16) {
            ProgressView(value: progress) {
                Text("Now playing")
            } currentValueLabel: {
                Text("1:24 of 4:02")
            }
            HStack {
                Image(systemName: "speaker.fill")
                Slider(value: $volume, in: 0...1)
                Image(systemName: "speaker.wave.3.fill")
            }
            .foregroundStyle(.secondary)
            HStack {
                Toggle(isOn: $isShuffling) {
                    Label("Shuffle", systemImage: "shuffle")
                }
                .toggleStyle(.button)
                Spacer()
                Menu("More") {
                    Button("Add to playlist") {}
                    Button("Share") {}
                }
            }
            Gauge(value: volume) {
                Text("Output")
            }
            .tint(.pink)
        }
        .padding()
    }
}

#Preview {
    PlayerVolume()
}
