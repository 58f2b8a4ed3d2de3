import SwiftUI

struct ConfettiPiece {
    var x: Double
    var speed: Double
    var spin: Double
    var symbol: Int
}

struct ConfettiCanvas: View {
    private let pieces: [ConfettiPiece] = (0..<36).map { (index: Int) -> ConfettiPiece in
        let x = Double((index * 37) % 100) / 100
        let speed = 0.6 + Double(index % 5) * 0.15
        return ConfettiPiece(x: x, speed: speed, spin: Double(index % 7) * 40, symbol: index % 3)
    }
    private let start = Date.now

    var body: some View {
        ZStack {
            TimelineView(.animation) { timeline in
                let elapsed = timeline.date.timeIntervalSince(start)
                Canvas { context, size in
                    for piece in pieces {
                        guard let symbol = context.resolveSymbol(id: piece.symbol) else { continue }
                        let y = (elapsed * piece.speed * 240).truncatingRemainder(dividingBy: size.height + 40) - 20
                        var pieceContext = context
                        pieceContext.translateBy(x: piece.x * size.width, y: y)
                        pieceContext.rotate(by: .degrees(piece.spin + elapsed * 180))
                        pieceContext.draw(symbol, at: .zero)
                    }
                } symbols: {
                    RoundedRectangle(cornerRadius: 2)
                        .fill(.pink)
                        .frame(width: 8, height: 14)
                        .tag(0)
                    Circle()
                        .fill(.yellow)
                        .frame(width: 10, height: 10)
                        .tag(1)
                    Image(systemName: "star.fill")
                        .foregroundStyle(.blue)
                        .font(.caption)
                        .tag(2)
                }
            }
            .allowsHitTesting(false)

            VStack(spacing: 8) {
                Text("You did it!")
                    .font(.largeTitle.bold())
                Text("30-day streak unlocked")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

#Preview("Celebration", traits: .duration(1)) {
    ConfettiCanvas()
}
