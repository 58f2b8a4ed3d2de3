import SwiftUI

struct Destination: Identifiable {
    let id = UUID()
    let city: String
    let country: String
    let colors: [Color]
}

struct ParallaxCards: View {
    let destinations: [Destination]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    ForEach(destinations) { destination in
                        card(destination)
                    }
                }
                .padding()
            }
            .navigationTitle("Explore")
        }
    }

    private func card(_ destination: Destination) -> some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: destination.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                .overlay {
                    Image(systemName: "mountain.2.fill")
                        .font(.system(size: 120))
                        .foregroundStyle(.white.opacity(0.25))
                        .visualEffect { content, proxy in
                            content.offset(y: -proxy.frame(in: .global).minY * 0.15)
                        }
                }
            VStack(alignment: .leading) {
                Text(destination.city)
                    .font(.title.bold())
                Text(destination.country)
                    .font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .frame(height: 180)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .scrollTransition(axis: .vertical) { content, phase in
            content
                .scaleEffect(phase.isIdentity ? 1 : 0.92)
                .opacity(phase.isIdentity ? 1 : 0.6)
        }
    }
}

#Preview("Destinations") {
    ParallaxCards(destinations: [
        Destination(city: "Reykjavík", country: "Iceland", colors: [.teal, .blue]),
        Destination(city: "Kyoto", country: "Japan", colors: [.pink, .red]),
        Destination(city: "Marrakesh", country: "Morocco", colors: [.orange, .brown]),
        Destination(city: "Queenstown", country: "New Zealand", colors: [.green, .mint]),
    ])
}
