import Flipbook
import Foundation

/// PNG images from the scenes' bundle: at their ideal size, resizable and scaled to fit, with
/// and without interpolation, and a template image tinted by the foreground style.
struct DrawingImagesView: View {
    @State private var large = false

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Image("sunset", bundle: .module)
                Image("sunset", bundle: .module)
                    .resizable()
                    .scaledToFit()
                    .frame(width: large ? 200 : 120, height: 90)
                    .border(.gray)
                Image("checker", bundle: .module)
                    .resizable()
                    .interpolation(.none)
                    .frame(width: 64, height: 64)
                Image("checker", bundle: .module)
                    .resizable()
                    .frame(width: 64, height: 64)
            }
            HStack(spacing: 16) {
                Image("triangle@2x", bundle: .module)
                Image("triangle@2x", bundle: .module)
                    .renderingMode(.template)
                    .foregroundStyle(.pink)
                Image("triangle@2x", bundle: .module)
                    .resizable()
                    .renderingMode(.template)
                    .frame(width: 48, height: 48)
                    .foregroundStyle(.blue)
                    .shadow(radius: 4, y: 2)
            }
            Button("Grow") { withAnimation(.spring(duration: 0.8)) { large.toggle() } }
        }
    }
}

extension FlipbookScene {
    static let drawingImages = FlipbookScene(
        "drawing-images", size: CGSize(width: 480, height: 260), duration: 1.5,
        summary: "PNG images: ideal size, resizable, scaledToFit, interpolation, template tint"
    ) {
        Tap("Grow", at: 0.2)
    } content: {
        DrawingImagesView()
    }
}
