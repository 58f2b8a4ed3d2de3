import SwiftUI

// A delivery confirmation's signature pad: strokes collected by a DragGesture into an array of
// point lists and drawn with Canvas as smooth paths, over a dashed baseline, with Clear and Confirm.

struct SignaturePad: View {
    @State private var strokes: [[CGPoint]]
    @State private var current: [CGPoint] = []

    init(strokes: [[CGPoint]] = SignaturePad.sampleSignature) {
        _strokes = State(initialValue: strokes)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Sign to confirm delivery")
                .font(.headline)

            Canvas { context, size in
                var baseline = Path()
                baseline.move(to: CGPoint(x: 16, y: size.height - 40))
                baseline.addLine(to: CGPoint(x: size.width - 16, y: size.height - 40))
                context.stroke(baseline, with: .color(.secondary), style: StrokeStyle(lineWidth: 1, dash: [6, 4]))

                for stroke in strokes + [current] where stroke.count > 1 {
                    var path = Path()
                    path.addLines(stroke)
                    context.stroke(path, with: .color(.indigo),
                                   style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                }
            }
            .frame(height: 220)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { current.append($0.location) }
                    .onEnded { _ in
                        strokes.append(current)
                        current = []
                    }
            )

            HStack {
                Button("Clear", role: .destructive) { strokes.removeAll() }
                    .disabled(strokes.isEmpty)
                Spacer()
                Button("Confirm") {}
                    .buttonStyle(.borderedProminent)
                    .disabled(strokes.isEmpty)
            }
            Spacer()
        }
        .padding()
    }

    static let sampleSignature: [[CGPoint]] = [
        (0..<40).map { step in
            let x = 40 + Double(step) * 6
            return CGPoint(x: x, y: 120 + sin(Double(step) / 3) * 28 - Double(step) * 0.6)
        },
        [CGPoint(x: 120, y: 150), CGPoint(x: 200, y: 146), CGPoint(x: 290, y: 152)],
    ]
}

#Preview {
    SignaturePad()
}

#Preview("Unsigned") {
    SignaturePad(strokes: [])
}
