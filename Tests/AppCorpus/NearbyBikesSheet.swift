import SwiftUI

// A map-style screen with a resizable sheet that stays up (Apple Maps / Find My style): custom
// detents, a translucent background, a visible drag indicator, and the content behind it still
// usable while the sheet is small.

struct BikeDock: Identifiable {
    let id = UUID()
    let name: String
    let distance: String
    let bikes: Int
}

struct NearbyBikesSheet: View {
    @State private var showingDocks = true
    @State private var detent: PresentationDetent = .height(220)

    let docks = [
        BikeDock(name: "Market Square", distance: "120 m", bikes: 7),
        BikeDock(name: "River Walk", distance: "350 m", bikes: 2),
        BikeDock(name: "Library", distance: "600 m", bikes: 11),
        BikeDock(name: "Station Road", distance: "900 m", bikes: 0),
    ]

    var body: some View {
        ZStack {
            LinearGradient(colors: [.green.opacity(0.35), .mint.opacity(0.25), .blue.opacity(0.2)],
                           startPoint: .top, endPoint: .bottom)
            Image(systemName: "mappin.circle.fill")
                .font(.system(size: 44))
                .foregroundStyle(.white, .red)
                .offset(y: -140)
        }
        .ignoresSafeArea()
        .sheet(isPresented: $showingDocks) {
            NavigationStack {
                List(docks) { dock in
                    HStack {
                        Image(systemName: "bicycle")
                            .foregroundStyle(dock.bikes > 0 ? Color.green : Color.secondary)
                        VStack(alignment: .leading) {
                            Text(dock.name).font(.headline)
                            Text(dock.distance).font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text("\(dock.bikes)")
                            .font(.title3.monospacedDigit().bold())
                    }
                    .listRowBackground(Color.clear)
                }
                .listStyle(.plain)
                .scrollContentBackground(.hidden)
                .navigationTitle("Nearby Docks")
                .navigationBarTitleDisplayMode(.inline)
            }
            .presentationDetents([.height(220), .medium, .large], selection: $detent)
            .presentationBackground(.regularMaterial)
            .presentationCornerRadius(28)
            .presentationDragIndicator(.visible)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
            .interactiveDismissDisabled()
        }
    }
}

#Preview {
    NearbyBikesSheet()
}
