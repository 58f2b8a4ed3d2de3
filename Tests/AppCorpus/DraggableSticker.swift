import SwiftUI

/// A sticker you can move around: the drag in progress lives in @GestureState, the place it was
/// left in @State.
struct DraggableSticker: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero
    @GestureState private var isDragging = false

    var body: some View {
        Circle()
            .fill(isDragging ? Color.orange : Color.blue)
            .frame(width: 100, height: 100)
            .overlay(Text("⭐️").font(.largeTitle))
            .scaleEffect(isDragging ? 1.1 : 1.0)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: isDragging)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, transaction in
                        state = value.translation
                    }
                    .updating($isDragging) { _, state, _ in
                        state = true
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
    }
}

#Preview {
    DraggableSticker()
}
