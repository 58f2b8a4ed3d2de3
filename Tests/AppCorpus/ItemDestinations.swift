import SwiftUI

struct Trail: Identifiable, Hashable {
    let id: Int
    var name: String
    var kilometres: Double
    var elevation: Int
}

struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        List {
            LabeledContent("Distance", value: trail.kilometres, format: .number.precision(.fractionLength(1)))
            LabeledContent("Elevation gain", value: "\(trail.elevation) m")
        }
        .navigationTitle(trail.name)
    }
}

struct ItemDestinations: View {
    let trails = [
        Trail(id: 1, name: "Cliff Path", kilometres: 7.4, elevation: 210),
        Trail(id: 2, name: "Beech Loop", kilometres: 4.1, elevation: 85),
        Trail(id: 3, name: "Summit Ridge", kilometres: 12.8, elevation: 940),
    ]
    @State private var selectedTrail: Trail?
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            List(trails) { trail in
                Button {
                    selectedTrail = trail
                } label: {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(trail.name)
                                .foregroundStyle(.primary)
                            Text("\(trail.kilometres, specifier: "%.1f") km")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Image(systemName: "chevron.right")
                            .font(.footnote.bold())
                            .foregroundStyle(.tertiary)
                    }
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(item: $selectedTrail) { trail in
                TrailDetail(trail: trail)
            }
            .navigationDestination(isPresented: $showsSettings) {
                Form {
                    Toggle("Metric units", isOn: .constant(true))
                }
                .navigationTitle("Settings")
            }
            .toolbar {
                Button("Settings", systemImage: "gearshape") {
                    showsSettings = true
                }
            }
        }
    }
}

#Preview("Trails") {
    ItemDestinations()
}

#Preview("Summit Ridge", traits: .script { Tap("Summit Ridge", at: 0.2) }) {
    ItemDestinations()
}

#Preview("Settings pushed", traits: .script { Tap("Settings", at: 0.2) }) {
    ItemDestinations()
}
