import SwiftUI

struct BannerView: View {
    var message: String
    @State private var isVisible = false

    var body: some View {
        VStack {
            if isVisible {
                Text(message)
                    .font(.callout.weight(.medium))
                    .foregroundColor(.white)
                    .padding(.vertical, 10)
                    .padding(.horizontal, 16)
                    .background(Capsule().fill(Color.black.opacity(0.8)))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
        }
        .padding(.top, 8)
        .onAppear {
            withAnimation(.spring()) { isVisible = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                withAnimation { isVisible = false }
            }
        }
    }
}

#Preview {
    BannerView(message: "Saved to Photos")
}
