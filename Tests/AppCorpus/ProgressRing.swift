import SwiftUI

struct PercentRing: View {
    var progress: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.2), lineWidth: 12)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.easeOut(duration: 1), value: progress)
            Text("\(Int(progress * 100))%")
                .font(.title.bold())
        }
        .frame(width: 150, height: 150)
    }
}

#Preview {
    @Previewable @State var progress = 0.0
    PercentRing(progress: progress)
        .onAppear { progress = 0.72 }
}
