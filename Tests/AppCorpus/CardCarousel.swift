import SwiftUI

struct CarouselDestination: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
    let colors: [Color]
}

struct CardCarouselView: View {
    private let destinations = [
        CarouselDestination(id: 1, name: "Kyoto", country: "Japan", colors: [.pink, .purple]),
        CarouselDestination(id: 2, name: "Lisbon", country: "Portugal", colors: [.yellow, .orange]),
        CarouselDestination(id: 3, name: "Reykjavík", country: "Iceland", colors: [.cyan, .blue]),
        CarouselDestination(id: 4, name: "Marrakesh", country: "Morocco", colors: [.orange, .red]),
        CarouselDestination(id: 5, name: "Queenstown", country: "New Zealand", colors: [.green, .teal]),
    ]
    @State private var currentID: Int? = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Explore")
                .font(.largeTitle.bold())
                .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(destinations) { destination in
                        ZStack(alignment: .bottomLeading) {
                            LinearGradient(colors: destination.colors, startPoint: .top, endPoint: .bottomTrailing)
                            VStack(alignment: .leading) {
                                Text(destination.name)
                                    .font(.title.bold())
                                Text(destination.country)
                                    .font(.subheadline)
                            }
                            .foregroundStyle(.white)
                            .padding()
                        }
                        .clipShape(RoundedRectangle(cornerRadius: 24))
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.6)
                                .scaleEffect(y: phase.isIdentity ? 1 : 0.85)
                        }
                        .id(destination.id)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 360)
            .contentMargins(.horizontal, 32, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)

            HStack(spacing: 8) {
                ForEach(destinations) { destination in
                    Capsule()
                        .fill(destination.id == currentID ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: destination.id == currentID ? 20 : 8, height: 8)
                }
            }
            .frame(maxWidth: .infinity)
            .animation(.snappy, value: currentID)

            Spacer()
        }
    }
}

#Preview {
    CardCarouselView()
}

#Preview("Swiped", traits: .script { Drag("Kyoto", by: CGSize(width: -300, height: 0), duration: 0.3, at: 0.3) }) {
    CardCarouselView()
}
