import SwiftUI

/// A ticket outline with semicircular notches cut out of both sides.
struct TicketShape: Shape {
    var notchY: CGFloat
    var notchRadius: CGFloat = 14
    var cornerRadius: CGFloat = 20

    func path(in rect: CGRect) -> Path {
        let c = cornerRadius, n = notchRadius
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + c, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - c, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - c, y: rect.minY + c), radius: c,
                    startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: notchY - n))
        path.addArc(center: CGPoint(x: rect.maxX, y: notchY), radius: n,
                    startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - c))
        path.addArc(center: CGPoint(x: rect.maxX - c, y: rect.maxY - c), radius: c,
                    startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + c, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX + c, y: rect.maxY - c), radius: c,
                    startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: notchY + n))
        path.addArc(center: CGPoint(x: rect.minX, y: notchY), radius: n,
                    startAngle: .degrees(90), endAngle: .degrees(-90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + c))
        path.addArc(center: CGPoint(x: rect.minX + c, y: rect.minY + c), radius: c,
                    startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct BoardingPass: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.1, green: 0.2, blue: 0.45), Color(red: 0.2, green: 0.45, blue: 0.8)],
                           startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(spacing: 0) {
                VStack(spacing: 20) {
                    HStack {
                        Label("SKYLINE AIR", systemImage: "airplane")
                            .font(.headline)
                        Spacer()
                        Text("Economy")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    HStack {
                        airport(code: "SFO", city: "San Francisco", alignment: .leading)
                        Spacer()
                        VStack(spacing: 4) {
                            Image(systemName: "airplane")
                                .rotationEffect(.degrees(0))
                            Text("5h 20m")
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        airport(code: "JFK", city: "New York", alignment: .trailing)
                    }
                    Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                        GridRow {
                            detail("Passenger", "Jordan Lee")
                            detail("Flight", "SK 214")
                        }
                        GridRow {
                            detail("Boarding", "07:35")
                            detail("Gate", "B22")
                            detail("Seat", "14C")
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding(24)
                .frame(height: 300)

                Line()
                    .stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 6]))
                    .foregroundStyle(Color.gray.opacity(0.4))
                    .frame(height: 1)
                    .padding(.horizontal, 24)

                VStack(spacing: 8) {
                    BarcodeView(seed: 214)
                        .frame(height: 70)
                    Text("SK214 · 14C · 0027")
                        .font(.caption.monospaced())
                        .foregroundStyle(.secondary)
                }
                .padding(24)
            }
            .background(.white, in: TicketShape(notchY: 300))
            .compositingGroup()
            .shadow(color: .black.opacity(0.3), radius: 12, y: 6)
            .padding(24)
        }
    }

    private func airport(code: String, city: String, alignment: HorizontalAlignment) -> some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(code)
                .font(.system(size: 40, weight: .heavy, design: .rounded))
            Text(city)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    private func detail(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title.uppercased())
                .font(.caption2)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.subheadline.bold())
        }
    }
}

struct Line: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
    }
}

struct BarcodeView: View {
    let seed: Int

    var body: some View {
        Canvas { context, size in
            var x: CGFloat = 0
            var value = seed
            while x < size.width {
                value = (value &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
                let width = CGFloat(1 + value % 3)
                if value % 5 != 0 {
                    context.fill(Path(CGRect(x: x, y: 0, width: width, height: size.height)), with: .color(.black))
                }
                x += width + 1
            }
        }
    }
}

#Preview {
    BoardingPass()
}
