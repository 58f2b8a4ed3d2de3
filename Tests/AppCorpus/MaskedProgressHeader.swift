import SwiftUI

// A course progress header: a gradient revealed through the lesson title with .mask, a segmented
// progress bar masked by a row of capsules, and an avatar with a badge placed by
// .overlay(alignment: .bottomTrailing).

struct MaskedProgressHeader: View {
    var completedLessons = 7
    var totalLessons = 12

    private var fraction: Double { Double(completedLessons) / Double(totalLessons) }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Circle()
                    .fill(.orange.gradient)
                    .frame(width: 56, height: 56)
                    .overlay(Text("JS").font(.title3.bold()).foregroundStyle(.white))
                    .overlay(alignment: .bottomTrailing) {
                        Image(systemName: "flame.fill")
                            .font(.caption)
                            .foregroundStyle(.white)
                            .padding(5)
                            .background(.red, in: Circle())
                            .overlay(Circle().stroke(.white, lineWidth: 2))
                    }
                Spacer()
                Text("\(Int(fraction * 100))% complete")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
            }

            LinearGradient(colors: [.purple, .pink, .orange], startPoint: .leading, endPoint: .trailing)
                .frame(height: 80)
                .mask {
                    Text("Intro to SwiftUI Animation")
                        .font(.system(size: 32, weight: .heavy))
                        .frame(maxWidth: .infinity, alignment: .leading)
                }

            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Rectangle().fill(Color(.systemGray5))
                    Rectangle().fill(.pink)
                        .frame(width: proxy.size.width * fraction)
                }
                .mask {
                    HStack(spacing: 4) {
                        ForEach(0..<totalLessons, id: \.self) { _ in
                            Capsule()
                        }
                    }
                }
            }
            .frame(height: 8)

            Text("Lesson \(completedLessons + 1): Phase animators")
                .font(.headline)
            Spacer()
        }
        .padding()
    }
}

#Preview {
    MaskedProgressHeader()
}
