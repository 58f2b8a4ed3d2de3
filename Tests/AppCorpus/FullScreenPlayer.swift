import SwiftUI

// A full-screen now-playing view as music apps write it: a blurred artwork backdrop, the status
// bar and home indicator hidden, a gradient title, a scrubber with elapsed and remaining times
// as minimum and maximum value labels, a play button whose symbol swaps with a transition, and
// skip buttons that repeat while held.

struct FullScreenPlayer: View {
    @State private var elapsed = 83.0
    @State private var isPlaying = true
    @State private var likes = 0
    let duration = 241.0
    let title = "Weightless Afternoons (Extended Mix)"
    let artist = "Marina & The Low Tides"

    var body: some View {
        ZStack {
            LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                .blur(radius: 60)
                .overlay(.black.opacity(0.25))
                .ignoresSafeArea()
            VStack(spacing: 28) {
                RoundedRectangle(cornerRadius: 24)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .overlay {
                        Image(systemName: "waveform")
                            .font(.system(size: 96, weight: .light))
                            .foregroundStyle(.white.opacity(0.9))
                    }
                    .aspectRatio(1, contentMode: .fit)
                    .shadow(color: .black.opacity(0.3), radius: 20, y: 10)
                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                        .font(.title2.bold())
                        .lineLimit(1)
                        .allowsTightening(true)
                        .foregroundStyle(.linearGradient(colors: [.white, .yellow], startPoint: .leading, endPoint: .trailing))
                    Text(artist)
                        .font(.title3)
                        .foregroundStyle(.white.opacity(0.7))
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Slider(value: $elapsed, in: 0...duration) {
                    Text("Position")
                } minimumValueLabel: {
                    Text(Duration.seconds(elapsed).formatted(.time(pattern: .minuteSecond)))
                } maximumValueLabel: {
                    Text("-" + Duration.seconds(duration - elapsed).formatted(.time(pattern: .minuteSecond)))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.white.opacity(0.7))
                .tint(.white)
                HStack(spacing: 48) {
                    Button("Back", systemImage: "backward.fill") { elapsed = max(0, elapsed - 5) }
                        .buttonRepeatBehavior(.enabled)
                    Button {
                        isPlaying.toggle()
                    } label: {
                        Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                            .font(.system(size: 44))
                            .contentTransition(.symbolEffect(.replace))
                    }
                    Button("Forward", systemImage: "forward.fill") { elapsed = min(duration, elapsed + 5) }
                        .buttonRepeatBehavior(.enabled)
                }
                .labelStyle(.iconOnly)
                .font(.title)
                .foregroundStyle(.white)
                Button {
                    likes += 1
                } label: {
                    Image(systemName: "heart.fill")
                        .symbolEffect(.bounce, value: likes)
                }
                .font(.title3)
                .foregroundStyle(.pink)
            }
            .padding(.horizontal, 32)
        }
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
    }
}

#Preview {
    FullScreenPlayer()
}
