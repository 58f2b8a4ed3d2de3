import SwiftUI

struct GardenPlant: Identifiable, Hashable {
    let id: Int
    var name: String
    var symbol: String
    var wateredDaysAgo: Int
}

struct GardenSplitView: View {
    @State private var plants = [
        GardenPlant(id: 1, name: "Basil", symbol: "leaf", wateredDaysAgo: 1),
        GardenPlant(id: 2, name: "Fern", symbol: "tree", wateredDaysAgo: 3),
        GardenPlant(id: 3, name: "Tomato", symbol: "sun.max", wateredDaysAgo: 0),
    ]
    @State private var selection: GardenPlant.ID?
    @State private var path: [String] = []

    init(selection: GardenPlant.ID? = nil) {
        _selection = State(initialValue: selection)
    }

    var body: some View {
        NavigationSplitView {
            List(plants, selection: $selection) { plant in
                Label(plant.name, systemImage: plant.symbol)
            }
            .navigationTitle("Garden")
            .toolbar {
                Button("Add Plant", systemImage: "plus") { addPlant() }
            }
        } detail: {
            NavigationStack(path: $path) {
                Group {
                    if let plant = plants.first(where: { $0.id == selection }) {
                        GardenPlantDetail(plant: plant)
                    } else {
                        Text("Pick a plant")
                            .foregroundStyle(.secondary)
                    }
                }
                .navigationDestination(for: String.self) { name in
                    GardenCareTips(name: name)
                }
            }
        }
    }

    private func addPlant() {
        let plant = GardenPlant(id: plants.count + 1, name: "Mint", symbol: "leaf.fill", wateredDaysAgo: 0)
        plants.append(plant)
        selection = plant.id
    }
}

struct GardenPlantDetail: View {
    let plant: GardenPlant

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: plant.symbol)
                .font(.system(size: 56))
                .foregroundStyle(.green)
            Text(plant.wateredDaysAgo == 0 ? "Watered today" : "Watered \(plant.wateredDaysAgo) days ago")
                .foregroundStyle(.secondary)
            NavigationLink("Care tips", value: plant.name)
                .buttonStyle(.borderedProminent)
        }
        .navigationTitle(plant.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button("Water", systemImage: "drop") {}
        }
    }
}

struct GardenCareTips: View {
    let name: String

    var body: some View {
        List {
            Label("Water when the soil is dry", systemImage: "drop")
            Label("Six hours of sun", systemImage: "sun.max")
            Label("Pinch off the flowers", systemImage: "scissors")
        }
        .navigationTitle("\(name) care")
    }
}

#Preview {
    GardenSplitView()
}

#Preview("Added plant", traits: .script { Tap("Add Plant", at: 0.3) }) {
    GardenSplitView()
}

#Preview("Opened on the fern") {
    GardenSplitView(selection: 2)
}

#Preview("Care tips", traits: .script { Tap("Care tips", at: 0.3) }) {
    GardenSplitView(selection: 1)
}

#Preview("Care tips in the dark", traits: .script { Tap("Care tips", at: 0.3) }) {
    GardenSplitView(selection: 3)
        .preferredColorScheme(.dark)
}
