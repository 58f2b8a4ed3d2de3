import SwiftUI

struct Sparkline: View {
    let values: [Double]

    var body: some View {
        Canvas { context, size in
            guard let maximum = values.max(), values.count > 1 else { return }
            var path = Path()
            for (index, value) in values.enumerated() {
                let point = CGPoint(x: size.width * Double(index) / Double(values.count - 1),
                                    y: size.height * (1 - value / maximum))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            context.stroke(path, with: .color(.green), lineWidth: 2)
        }
        .frame(width: 200, height: 60)
    }
}

#Preview {
    Sparkline(values: [3, 5, 4, 8, 6, 9, 7, 12])
}
