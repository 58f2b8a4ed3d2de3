import SwiftUI

/// A Tinder-style card: it tilts as you drag it and flies off when thrown past a threshold,
/// otherwise it springs back.
struct SwipeCard: View {
    let name: String
    var onSwipe: (Bool) -> Void = { _ in }

    @State private var offset: CGSize = .zero
    @State private var isGone = false

    private let threshold: CGFloat = 120

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(LinearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
            Text(name)
                .font(.largeTitle.bold())
                .foregroundColor(.white)
                .padding()
        }
        .frame(width: 300, height: 420)
        .overlay(alignment: .topLeading) {
            Text("LIKE")
                .font(.title.weight(.heavy))
                .foregroundColor(.green)
                .padding(8)
                .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.green, lineWidth: 4))
                .rotationEffect(.degrees(-15))
                .opacity(Double(max(0, offset.width / threshold)))
                .padding(24)
        }
        .rotationEffect(.degrees(Double(offset.width / 20)), anchor: .bottom)
        .offset(x: offset.width, y: offset.height * 0.4)
        .opacity(isGone ? 0 : 1)
        .gesture(
            DragGesture()
                .onChanged { gesture in
                    offset = gesture.translation
                }
                .onEnded { gesture in
                    let projected = gesture.predictedEndTranslation.width
                    if abs(projected) > threshold {
                        withAnimation(.easeOut(duration: 0.3)) {
                            offset.width = projected > 0 ? 600 : -600
                            isGone = true
                        }
                        onSwipe(projected > 0)
                    } else {
                        withAnimation(.interactiveSpring(response: 0.4, dampingFraction: 0.6)) {
                            offset = .zero
                        }
                    }
                }
        )
    }
}

#Preview {
    SwipeCard(name: "Ada, 36")
}
