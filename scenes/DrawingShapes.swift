import Flipbook

/// A five-pointed star from `addLines`, filled even-odd so its centre stays open.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        let points = (0..<5).map { index -> CGPoint in
            let angle = Angle.degrees(-90 + Double(index) * 144).radians
            return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }
}

/// CS193p's pie: an arc from the centre, animatable by its end angle.
struct Pie: Shape {
    var startAngle: Angle
    var endAngle: Angle

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.radians, endAngle.radians) }
        set { (startAngle, endAngle) = (.radians(newValue.first), .radians(newValue.second)) }
    }

    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        var path = Path()
        path.move(to: centre)
        path.addArc(center: centre, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// A speech bubble: a rounded body and a tail, corners from `addArc(tangent1End:…)`.
struct Bubble: Shape {
    func path(in rect: CGRect) -> Path {
        let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - 12)
        var path = Path()
        path.move(to: CGPoint(x: body.midX, y: body.minY))
        path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.minY), tangent2End: CGPoint(x: body.maxX, y: body.maxY), radius: 12)
        path.addArc(tangent1End: CGPoint(x: body.maxX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.maxY), radius: 12)
        path.addLine(to: CGPoint(x: body.minX + 34, y: body.maxY))
        path.addLine(to: CGPoint(x: body.minX + 18, y: rect.maxY))
        path.addLine(to: CGPoint(x: body.minX + 20, y: body.maxY))
        path.addArc(tangent1End: CGPoint(x: body.minX, y: body.maxY), tangent2End: CGPoint(x: body.minX, y: body.minY), radius: 12)
        path.addArc(tangent1End: CGPoint(x: body.minX, y: body.minY), tangent2End: CGPoint(x: body.midX, y: body.minY), radius: 12)
        path.closeSubpath()
        return path
    }
}

/// Every built-in shape, paths with arcs, shape modifiers, strokes and hierarchical styles;
/// the pie fills in and the turned and scaled shapes animate.
struct DrawingShapesView: View {
    @State private var on = false

    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 12) {
                Rectangle().fill(.blue)
                RoundedRectangle(cornerRadius: 18, style: .circular).fill(.indigo)
                RoundedRectangle(cornerRadius: 18, style: .continuous).fill(.purple)
                UnevenRoundedRectangle(topLeadingRadius: 28, bottomTrailingRadius: 28).fill(.pink)
                Circle().fill(.red)
                Ellipse().fill(.orange)
                Capsule().fill(.yellow)
            }
            .frame(height: 64)
            HStack(spacing: 12) {
                Star().fill(.orange, style: FillStyle(eoFill: true))
                Pie(startAngle: .degrees(-90), endAngle: .degrees(on ? 200 : -60)).fill(.teal)
                Bubble().fill(.green)
                Rectangle().rotation(.degrees(on ? 45 : 0)).fill(.mint)
                Circle().scale(on ? 0.5 : 1).fill(.cyan)
                Capsule().offset(x: on ? 12 : -12).fill(.brown)
                Circle().trim(from: 0, to: on ? 0.9 : 0.3).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
            }
            .frame(height: 64)
            HStack(spacing: 12) {
                Path { path in
                    path.move(to: CGPoint(x: 8, y: 56))
                    path.addLine(to: CGPoint(x: 30, y: 8))
                    path.addLine(to: CGPoint(x: 52, y: 56))
                }
                .stroke(.primary, style: StrokeStyle(lineWidth: 10, lineCap: .butt, lineJoin: .miter))
                Path { path in
                    path.move(to: CGPoint(x: 8, y: 56))
                    path.addLine(to: CGPoint(x: 30, y: 8))
                    path.addLine(to: CGPoint(x: 52, y: 56))
                }
                .stroke(.secondary, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
                Path { path in
                    path.move(to: CGPoint(x: 8, y: 56))
                    path.addLine(to: CGPoint(x: 30, y: 8))
                    path.addLine(to: CGPoint(x: 52, y: 56))
                }
                .stroke(.tertiary, style: StrokeStyle(lineWidth: 10, lineCap: .square, lineJoin: .bevel))
                Circle().stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [10, 6], dashPhase: on ? 16 : 0))
                RoundedRectangle(cornerRadius: 12).strokeBorder(.purple, lineWidth: 8)
                Capsule().inset(by: 6).stroke(.orange, lineWidth: 3)
                Rectangle().stroke(.blue, lineWidth: 1)
            }
            .frame(height: 64)
            Button("Animate") { withAnimation(.easeInOut(duration: 1)) { on.toggle() } }
        }
        .padding(16)
    }
}

extension FlipbookScene {
    static let drawingShapes = FlipbookScene(
        "drawing-shapes", size: CGSize(width: 560, height: 300), duration: 1.5,
        summary: "Shapes, paths with arcs, shape modifiers, even-odd fill, strokes, strokeBorder, trim"
    ) {
        Tap("Animate", at: 0.2)
    } content: {
        DrawingShapesView()
    }
}
