import SwiftUI

// A concert ticket card: a gradient with a blended pattern, perforation notches cut out with a
// mask, a stub tilted in 3D, and a continuous-corner capsule badge.

struct ConcertTicket: View {
    var body: some View {
        VStack(spacing: 28) {
            ticket
            stub
        }
        .padding(24)
    }

    private var ticket: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text("LIVE")
                    .font(.caption.weight(.heavy))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(.white.opacity(0.25), in: Capsule(style: .continuous))
                Spacer()
                Image(systemName: "music.note")
            }
            Text("Aurora Lights")
                .font(.largeTitle.bold())
            Text("World Tour 2026 · Night 2")
                .font(.subheadline)
            Spacer()
            HStack {
                VStack(alignment: .leading) {
                    Text("SECTION").font(.caption2)
                    Text("B4").font(.title3.bold())
                }
                Spacer()
                VStack(alignment: .leading) {
                    Text("ROW").font(.caption2)
                    Text("12").font(.title3.bold())
                }
                Spacer()
                VStack(alignment: .leading) {
                    Text("SEAT").font(.caption2)
                    Text("7").font(.title3.bold())
                }
            }
        }
        .foregroundStyle(.white)
        .padding(20)
        .frame(height: 260)
        .background {
            ZStack {
                LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle()
                    .fill(.orange)
                    .frame(width: 220)
                    .offset(x: 120, y: -90)
                    .blendMode(.screen)
                Circle()
                    .fill(.teal)
                    .frame(width: 180)
                    .offset(x: -110, y: 110)
                    .blendMode(.multiply)
            }
            .compositingGroup()
        }
        .mask {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .overlay(alignment: .bottom) {
                    HStack(spacing: 10) {
                        ForEach(0..<14, id: \.self) { _ in
                            Circle().frame(width: 8, height: 8)
                        }
                    }
                    .offset(y: 4)
                    .blendMode(.destinationOut)
                }
                .compositingGroup()
        }
        .shadow(color: .purple.opacity(0.35), radius: 16, y: 8)
    }

    private var stub: some View {
        HStack(spacing: 16) {
            Image(systemName: "qrcode")
                .font(.system(size: 44))
            VStack(alignment: .leading, spacing: 2) {
                Text("Admit one")
                    .font(.headline)
                Text("Doors open 7:00 PM")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.background, in: .rect(cornerRadius: 16))
        .overlay {
            RoundedRectangle(cornerRadius: 16)
                .strokeBorder(style: StrokeStyle(lineWidth: 1.5, dash: [6, 4]))
                .foregroundStyle(.secondary)
        }
        .drawingGroup()
        .rotation3DEffect(.degrees(12), axis: (x: 1, y: 0, z: 0), perspective: 0.6)
    }
}

#Preview {
    ConcertTicket()
}
