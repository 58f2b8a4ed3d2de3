import SwiftUI
import SwiftData

@Model
final class PlannedTrip {
    var name: String
    var destination: String
    var order: Int
    var isArchived: Bool
    @Relationship(deleteRule: .cascade) var stops: [TripStop] = []

    init(name: String, destination: String, order: Int, isArchived: Bool = false) {
        self.name = name
        self.destination = destination
        self.order = order
        self.isArchived = isArchived
    }
}

@Model
final class TripStop {
    var name: String
    var nights: Int

    init(name: String, nights: Int) {
        self.name = name
        self.nights = nights
    }
}

struct TripPlannerView: View {
    @Query(filter: #Predicate<PlannedTrip> { !$0.isArchived }, sort: \PlannedTrip.order) private var trips: [PlannedTrip]
    @Query private var allStops: [TripStop]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(trips) { trip in
                        VStack(alignment: .leading, spacing: 6) {
                            HStack {
                                Text(trip.name)
                                    .font(.headline)
                                Spacer()
                                Text("\(trip.stops.reduce(0) { $0 + $1.nights }) nights")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Label(trip.destination, systemImage: "mappin.and.ellipse")
                                .font(.subheadline)
                                .foregroundStyle(.teal)
                            Text(trip.stops.map(\.name).joined(separator: " → "))
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .padding(.vertical, 4)
                    }
                } header: {
                    Text("Upcoming")
                } footer: {
                    Text("\(trips.count) trips, \(allStops.count) stops planned")
                }
            }
            .navigationTitle("Trips")
        }
    }
}

#Preview {
    let container = try! ModelContainer(for: PlannedTrip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext

    let japan = PlannedTrip(name: "Spring in Japan", destination: "Tokyo", order: 2)
    japan.stops = [TripStop(name: "Tokyo", nights: 4), TripStop(name: "Kyoto", nights: 3), TripStop(name: "Osaka", nights: 2)]
    let coast = PlannedTrip(name: "Road Trip", destination: "Big Sur", order: 1)
    coast.stops = [TripStop(name: "Monterey", nights: 1), TripStop(name: "Big Sur", nights: 2)]
    let past = PlannedTrip(name: "Winter Weekend", destination: "Lapland", order: 0, isArchived: true)
    past.stops = [TripStop(name: "Rovaniemi", nights: 3)]

    context.insert(japan)
    context.insert(coast)
    context.insert(past)

    return TripPlannerView()
        .modelContainer(container)
}
