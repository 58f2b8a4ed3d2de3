import Flipbook

/// Four shapes and a title at 1920×1080 moving, turning and growing linearly for
/// two seconds: the scene `Benchmarks/manim-comparison.sh` renders against the same
/// scene written for Manim (120 frames at 60 fps).
struct ShapesBenchmarkView: View {
    @State private var moved = false

    var body: some View {
        VStack(spacing: 120) {
            Text("Four shapes, one line of text")
                .font(.system(size: 72, weight: .semibold))
                .foregroundStyle(.white)
            HStack(spacing: 160) {
                Rectangle()
                    .fill(.blue)
                    .frame(width: 200, height: 200)
                    .rotationEffect(.degrees(moved ? 90 : 0))
                    .offset(y: moved ? 160 : 0)
                Circle()
                    .fill(.red)
                    .frame(width: 200, height: 200)
                    .scaleEffect(moved ? 1.5 : 1)
                RoundedRectangle(cornerRadius: 40)
                    .fill(.green)
                    .frame(width: 240, height: 160)
                    .rotationEffect(.degrees(moved ? -45 : 0))
                    .scaleEffect(moved ? 0.6 : 1)
                BenchmarkTriangle()
                    .fill(.yellow)
                    .frame(width: 220, height: 200)
                    .rotationEffect(.degrees(moved ? 180 : 0))
                    .offset(y: moved ? -100 : 0)
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 2)) { moved = true }
        }
    }
}

/// An isosceles triangle standing on its base.
struct BenchmarkTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

extension FlipbookScene {
    static let shapesBenchmark = FlipbookScene(
        "shapes-1080p", size: CGSize(width: 1920, height: 1080), duration: 2, background: .black,
        summary: "Four shapes and a title animating linearly at 1080p (the Manim comparison scene)"
    ) {
        ShapesBenchmarkView()
    }
}
