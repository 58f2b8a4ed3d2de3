import Flipbook

/// A card that follows the finger and, let go, springs home with the speed it was thrown at —
/// written as tutorials write it: `@State` offset, `DragGesture().onChanged/.onEnded`, and an
/// interpolating spring whose initial velocity is the drag's, as a fraction of the way home.
struct DraggableCard: View {
    @State private var offset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.indigo.gradient)
            .frame(width: 160, height: 200)
            .overlay {
                Text("Drag me")
                    .font(.headline)
                    .foregroundStyle(.white)
            }
            .shadow(radius: 8, y: 4)
            .rotationEffect(.degrees(Double(offset.width / 12)))
            .offset(offset)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                    }
                    .onEnded { value in
                        let distance = hypot(value.translation.width, value.translation.height)
                        let speed = hypot(value.velocity.width, value.velocity.height)
                        // Still moving away from home when let go: a negative start velocity.
                        let velocity = distance > 0 ? -Double(speed / distance) : 0
                        withAnimation(.interpolatingSpring(stiffness: 170, damping: 14, initialVelocity: velocity)) {
                            offset = .zero
                        }
                    }
            )
    }
}

/// A button that swells while held (`@GestureState` set by a `LongPressGesture`, animated by the
/// gesture's transaction) and confirms once held long enough; the state springs back when it resets.
struct HoldToConfirmButton: View {
    @GestureState(resetTransaction: Transaction(animation: .spring)) private var isPressing = false
    @State private var isConfirmed = false

    var body: some View {
        Label(isConfirmed ? "Confirmed" : "Hold to confirm", systemImage: isConfirmed ? "checkmark.circle.fill" : "hand.tap")
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 14)
            .background(isConfirmed ? Color.green : Color.orange, in: Capsule())
            .scaleEffect(isPressing ? 1.2 : 1)
            .gesture(
                LongPressGesture(minimumDuration: 0.8)
                    .updating($isPressing) { currentState, gestureState, transaction in
                        gestureState = currentState
                        transaction.animation = .easeIn(duration: 0.8)
                    }
                    .onEnded { _ in
                        withAnimation(.bouncy) { isConfirmed = true }
                    }
            )
            .accessibilityIdentifier("confirm")
    }
}

struct GestureDemoView: View {
    var body: some View {
        VStack(spacing: 60) {
            DraggableCard()
            HoldToConfirmButton()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
    }
}

extension FlipbookScene {
    /// A finger drags the card right and a little down, lets go (it overshoots, then springs
    /// home), then holds the button until it confirms.
    static let gestureDemo = FlipbookScene(
        "gesture-drag-and-hold", size: CGSize(width: 390, height: 560), scale: 2, duration: 3.6,
        summary: "A card dragged and released springs home with the drag's velocity; a long press swells and confirms a button"
    ) {
        Drag("Drag me", by: CGSize(width: 150, height: 40), duration: 0.5, at: 0.3)
        LongPress("confirm", duration: 1.2, at: 2.0)
    } content: {
        GestureDemoView()
    }
    .goldenTimes([0, 0.55, 0.85, 1.0, 1.4, 2.4, 2.85, 3.55])
}
