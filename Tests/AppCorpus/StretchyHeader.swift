import SwiftUI

struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = nextValue()
    }
}

struct StretchyHeaderView: View {
    let title: String
    let ingredients: [String]
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                GeometryReader { geometry in
                    let minY = geometry.frame(in: .named("scroll")).minY
                    LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .overlay {
                            Image(systemName: "fork.knife")
                                .font(.system(size: 80))
                                .foregroundStyle(.white.opacity(0.8))
                        }
                        .frame(width: geometry.size.width, height: 280 + max(minY, 0))
                        .offset(y: minY > 0 ? -minY : -minY / 3)
                        .preference(key: ScrollOffsetKey.self, value: minY)
                }
                .frame(height: 280)

                VStack(alignment: .leading, spacing: 12) {
                    Text(title)
                        .font(.largeTitle.bold())
                    HStack(spacing: 16) {
                        Label("25 min", systemImage: "clock")
                        Label("4 servings", systemImage: "person.2")
                        Label("Easy", systemImage: "flame")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                    Divider()

                    Text("Ingredients")
                        .font(.title2.bold())
                    ForEach(ingredients, id: \.self) { ingredient in
                        HStack(alignment: .firstTextBaseline) {
                            Circle()
                                .fill(.orange)
                                .frame(width: 6, height: 6)
                            Text(ingredient)
                        }
                    }
                }
                .padding()
                .background(.background)
            }
        }
        .coordinateSpace(.named("scroll"))
        .onPreferenceChange(ScrollOffsetKey.self) { value in
            offset = value
        }
        .overlay(alignment: .top) {
            Text(title)
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding(.bottom, 8)
                .background(.ultraThinMaterial)
                .opacity(offset < -220 ? 1 : 0)
        }
        .ignoresSafeArea(edges: .top)
    }
}

#Preview {
    StretchyHeaderView(
        title: "Lemon Pasta",
        ingredients: ["200 g spaghetti", "1 lemon, zested", "50 g parmesan", "2 tbsp butter", "Black pepper", "Fresh basil"]
    )
}
