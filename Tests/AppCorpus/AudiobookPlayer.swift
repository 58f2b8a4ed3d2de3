import SwiftUI

@Observable
final class AudiobookPlayerModel {
    var title = "The Left Hand of Darkness"
    var author = "Ursula K. Le Guin"
    var chapter = "Chapter 3: The Mad King"
    var duration: TimeInterval = 48 * 60 + 12
    var position: TimeInterval = 17 * 60 + 40
    var isPlaying = false
    var rate: Double = 1.0
    var sleepTimerMinutes: Int?

    func skip(by seconds: TimeInterval) {
        position = min(max(0, position + seconds), duration)
    }
}

struct AudiobookPlayerView: View {
    @Bindable var player: AudiobookPlayerModel
    @State private var isScrubbing = false
    @Environment(\.colorScheme) private var colorScheme

    private let rates: [Double] = [0.75, 1.0, 1.25, 1.5, 2.0]

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.brown, .orange], startPoint: .top, endPoint: .bottom))
                .overlay {
                    VStack {
                        Image(systemName: "book.closed.fill")
                            .font(.system(size: 64))
                        Text(player.title)
                            .font(.title3.weight(.semibold))
                            .multilineTextAlignment(.center)
                            .padding(.horizontal)
                    }
                    .foregroundStyle(.white)
                }
                .aspectRatio(1, contentMode: .fit)
                .shadow(color: .black.opacity(colorScheme == .dark ? 0 : 0.25), radius: 16, y: 8)
                .scaleEffect(player.isPlaying ? 1 : 0.9)
                .animation(.spring(duration: 0.4), value: player.isPlaying)
                .padding(.horizontal, 32)

            VStack(spacing: 4) {
                Text(player.chapter)
                    .font(.headline)
                Text(player.author)
                    .foregroundStyle(.secondary)
            }

            VStack(spacing: 4) {
                Slider(value: $player.position, in: 0...player.duration) { editing in
                    isScrubbing = editing
                }
                .tint(.orange)
                HStack {
                    Text(Duration.seconds(player.position), format: .time(pattern: .minuteSecond))
                    Spacer()
                    Text("-" + Duration.seconds(player.duration - player.position).formatted(.time(pattern: .minuteSecond)))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(isScrubbing ? .primary : .secondary)
            }

            HStack(spacing: 48) {
                Button { player.skip(by: -15) } label: {
                    Image(systemName: "gobackward.15")
                }
                Button {
                    player.isPlaying.toggle()
                } label: {
                    Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 64))
                        .contentTransition(.symbolEffect(.replace))
                }
                Button { player.skip(by: 30) } label: {
                    Image(systemName: "goforward.30")
                }
            }
            .font(.title)
            .tint(.primary)

            HStack {
                Menu {
                    Picker("Speed", selection: $player.rate) {
                        ForEach(rates, id: \.self) { rate in
                            Text("\(rate, format: .number)×").tag(rate)
                        }
                    }
                } label: {
                    Text("\(player.rate, format: .number)×")
                        .font(.subheadline.bold())
                }
                Spacer()
                Button {
                    player.sleepTimerMinutes = player.sleepTimerMinutes == nil ? 15 : nil
                } label: {
                    Image(systemName: player.sleepTimerMinutes == nil ? "moon.zzz" : "moon.zzz.fill")
                }
                .symbolEffect(.bounce, value: player.sleepTimerMinutes)
            }
            .padding(.horizontal)
        }
        .padding()
    }
}

#Preview {
    AudiobookPlayerView(player: AudiobookPlayerModel())
}

#Preview("Playing, dark") {
    @Previewable @State var player: AudiobookPlayerModel = {
        let model = AudiobookPlayerModel()
        model.isPlaying = true
        model.rate = 1.5
        return model
    }()
    AudiobookPlayerView(player: player)
        .preferredColorScheme(.dark)
}
