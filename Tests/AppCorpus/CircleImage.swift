import SwiftUI

struct CircleImage: View {
    var body: some View {
        Circle()
            .fill(Color.teal)
            .frame(width: 200, height: 200)
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

#Preview {
    CircleImage()
}
