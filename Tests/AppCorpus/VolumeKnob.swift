import SwiftUI

/// The arc a knob's level fills: an insettable shape, so it can be stroked inside its frame.
struct LevelArc: InsettableShape {
    var level: Double
    var insetAmount: CGFloat = 0

    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - insetAmount
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                    startAngle: .degrees(135), endAngle: .degrees(135 + 270 * level), clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> LevelArc {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct VolumeKnob: View {
    @Binding var level: Double
    @State private var startLevel: Double?

    var body: some View {
        GeometryReader { proxy in
            let size = min(proxy.size.width, proxy.size.height)
            ZStack {
                LevelArc(level: 1)
                    .strokeBorder(Color(.systemGray5), style: StrokeStyle(lineWidth: 14, lineCap: .round))
                LevelArc(level: level)
                    .strokeBorder(.tint, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                Circle()
                    .fill(EllipticalGradient(colors: [.white, Color(.systemGray4)], center: .topLeading,
                                             startRadiusFraction: 0, endRadiusFraction: 1))
                    .padding(30)
                    .shadow(radius: 4, y: 2)
                Capsule()
                    .fill(.tint)
                    .frame(width: 6, height: 18)
                    .position(x: size / 2, y: 42)
                    .rotationEffect(.degrees(-135 + 270 * level))
            }
            .frame(width: size, height: size)
            .gesture(
                RotateGesture()
                    .onChanged { value in
                        let start = startLevel ?? level
                        startLevel = start
                        level = min(1, max(0, start + value.rotation.degrees / 270))
                    }
                    .onEnded { _ in startLevel = nil }
            )
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct SpeakerControlView: View {
    @State private var volume = 0.45

    var body: some View {
        VStack(spacing: 24) {
            Text("Living Room")
                .font(.title2.bold())
            VolumeKnob(level: $volume)
                .frame(width: 220)
                .tint(.orange)
            Text(volume, format: .percent.precision(.fractionLength(0)))
                .font(.system(.largeTitle, design: .rounded, weight: .semibold))
                .contentTransition(.numericText(value: volume))
            HStack(spacing: 40) {
                Button("Quieter", systemImage: "speaker.minus") { volume = max(0, volume - 0.1) }
                Button("Louder", systemImage: "speaker.plus") { volume = min(1, volume + 0.1) }
            }
            .labelStyle(.iconOnly)
            .font(.title)
        }
        .padding()
    }
}

#Preview {
    SpeakerControlView()
}
