import SwiftUI

struct Mission: Identifiable {
    let id: Int
    let name: String
    let launch: String
}

struct MissionGrid: View {
    let missions = (1...12).map { Mission(id: $0, name: "Apollo \($0)", launch: "1968-10-\($0 + 10)") }
    @State private var showingGrid = true

    let columns = [
        GridItem(.adaptive(minimum: 150))
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(missions) { mission in
                        NavigationLink(value: mission.id) {
                            VStack {
                                Image(systemName: "airplane.circle.fill")
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 100, height: 100)
                                    .padding()

                                VStack {
                                    Text(mission.name)
                                        .font(.headline)
                                        .foregroundStyle(.white)
                                    Text(mission.launch)
                                        .font(.caption)
                                        .foregroundStyle(.white.opacity(0.5))
                                }
                                .padding(.vertical)
                                .frame(maxWidth: .infinity)
                                .background(.lightBackground)
                            }
                            .clipShape(.rect(cornerRadius: 10))
                            .overlay(
                                RoundedRectangle(cornerRadius: 10)
                                    .stroke(.lightBackground)
                            )
                        }
                    }
                }
                .padding([.horizontal, .bottom])
            }
            .navigationTitle("Moonshot")
            .background(.darkBackground)
            .preferredColorScheme(.dark)
            .navigationDestination(for: Int.self) { id in
                ScrollView {
                    Text("Mission \(id)")
                        .containerRelativeFrame(.horizontal) { width, axis in
                            width * 0.6
                        }
                }
            }
        }
    }
}

extension ShapeStyle where Self == Color {
    static var darkBackground: Color {
        Color(red: 0.1, green: 0.1, blue: 0.2)
    }

    static var lightBackground: Color {
        Color(red: 0.2, green: 0.2, blue: 0.3)
    }
}

#Preview {
    MissionGrid()
}
