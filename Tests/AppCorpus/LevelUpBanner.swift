import SwiftUI

struct LevelUpBanner: View {
    let level: Int
    let xp: Int
    let xpForNextLevel: Int

    private var progress: Double { Double(xp) / Double(xpForNextLevel) }

    var body: some View {
        VStack(spacing: 18) {
            LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .leading, endPoint: .trailing)
                .frame(height: 70)
                .mask {
                    Text("LEVEL \(level)")
                        .font(.system(size: 54, weight: .black, design: .rounded))
                }

            ZStack {
                Circle()
                    .fill(.purple)
                    .frame(width: 120)
                    .offset(x: -40)
                Circle()
                    .fill(.cyan)
                    .frame(width: 120)
                    .offset(x: 40)
                    .blendMode(.multiply)
                Image(systemName: "star.fill")
                    .font(.system(size: 36))
                    .foregroundStyle(.white)
            }
            .compositingGroup()

            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text("\(xp) XP")
                        .bold()
                    Spacer()
                    Text("\(xpForNextLevel - xp) to level \(level + 1)")
                        .foregroundStyle(.secondary)
                }
                .font(.subheadline)
                GeometryReader { proxy in
                    Capsule()
                        .fill(.quaternary)
                        .overlay(alignment: .leading) {
                            Capsule()
                                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .leading,
                                                     endPoint: .trailing))
                                .frame(width: proxy.size.width * progress)
                        }
                }
                .frame(height: 12)
            }
            .padding(.horizontal, 32)
        }
    }
}

#Preview("Level 7") {
    LevelUpBanner(level: 7, xp: 1_340, xpForNextLevel: 2_000)
}
