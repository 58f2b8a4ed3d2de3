import SwiftUI

struct PatternBackground: View {
    var body: some View {
        ZStack {
            Rectangle()
                .fill(ImagePaint(image: Image("checker"), scale: 0.5))
                .ignoresSafeArea()
            VStack(spacing: 12) {
                Circle()
                    .fill(.image(Image("checker"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5), scale: 1))
                    .frame(width: 120, height: 120)
                Text("Patterns")
                    .font(.largeTitle.bold())
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            }
        }
    }
}

#Preview {
    PatternBackground()
}
