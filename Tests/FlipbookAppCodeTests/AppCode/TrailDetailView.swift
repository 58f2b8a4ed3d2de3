import Flipbook

/// A hiking trail, as a tutorial's model type holds one.
struct HikingTrail {
    var name: String
    var park: String
    var state: String
    var summary: String
}

/// The hiker's portrait in a white ring: a JPEG from the asset catalogue, stored sideways by the
/// camera (EXIF orientation 6) and shown upright.
struct HikerBadge: View {
    var body: some View {
        Image("hiker")
            .resizable()
            .scaledToFill()
            .frame(width: 120, height: 120)
            .clipShape(Circle())
            .overlay {
                Circle().stroke(.white, lineWidth: 4)
            }
            .shadow(radius: 7)
    }
}

/// A trail's page: a JPEG photo across the top, the portrait overlapping it, then the details.
struct TrailDetailView: View {
    var trail: HikingTrail

    var body: some View {
        ScrollView {
            Image("ridgeline")
                .resizable()
                .scaledToFill()
                .frame(height: 240)
                .clipped()

            HikerBadge()
                .offset(y: -60)
                .padding(.bottom, -60)

            VStack(alignment: .leading) {
                Text(trail.name)
                    .font(.title)
                HStack {
                    Text(trail.park)
                    Spacer()
                    Text(trail.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                Text("About \(trail.name)")
                    .font(.title2)
                Text(trail.summary)
            }
            .padding()
        }
        .navigationTitle(trail.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    NavigationStack {
        TrailDetailView(trail: HikingTrail(
            name: "Ridgeline Loop",
            park: "Sierra Vista Park",
            state: "California",
            summary: "A seven-mile loop along the crest, with views of three valleys and the best sunsets in the park."))
    }
}
