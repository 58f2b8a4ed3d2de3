import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct WarningSign: View {
    var body: some View {
        ZStack {
            Triangle()
                .fill(Color.yellow)
                .overlay(Triangle().stroke(Color.black, lineWidth: 4))
            Text("!")
                .font(.system(size: 60, weight: .black))
                .offset(y: 14)
        }
        .frame(width: 140, height: 120)
    }
}

#Preview {
    WarningSign()
}
