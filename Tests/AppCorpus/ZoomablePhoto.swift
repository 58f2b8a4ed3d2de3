import SwiftUI

/// Pinch to zoom and twist to turn a photo; it settles back to its rest scale when you let go.
struct ZoomablePhoto: View {
    @State private var scale: CGFloat = 1.0
    @GestureState private var pinch: CGFloat = 1.0
    @State private var angle = Angle.zero
    @GestureState private var twist = Angle.zero

    var body: some View {
        let zoom = MagnifyGesture()
            .updating($pinch) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                withAnimation(.spring) {
                    scale = min(max(scale * value.magnification, 1), 4)
                }
            }
        let rotate = RotationGesture()
            .updating($twist) { value, state, _ in state = value }
            .onEnded { value in angle += value }

        RoundedRectangle(cornerRadius: 12)
            .fill(Color.orange.gradient)
            .frame(width: 200, height: 140)
            .overlay(Image(systemName: "photo").font(.largeTitle).foregroundStyle(.white))
            .scaleEffect(scale * pinch)
            .rotationEffect(angle + twist)
            .gesture(zoom.simultaneously(with: rotate))
            .onTapGesture(count: 2) {
                withAnimation { scale = 1; angle = .zero }
            }
    }
}

#Preview {
    ZoomablePhoto()
}
