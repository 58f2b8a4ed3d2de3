import SwiftUI

struct TourPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

private let tourPages = [
    TourPage(id: 0, symbol: "sparkles", title: "Welcome to Tally",
             message: "Keep every subscription in one place and never pay for something you forgot.", tint: .indigo),
    TourPage(id: 1, symbol: "bell.badge", title: "Renewal Reminders",
             message: "Get a nudge three days before anything renews.", tint: .orange),
    TourPage(id: 2, symbol: "chart.pie.fill", title: "See Where It Goes",
             message: "A monthly breakdown by category shows what you really spend.", tint: .teal),
]

struct FeatureTourView: View {
    @AppStorage("hasSeenTour") private var hasSeenTour = false
    @State private var selection = 0

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip") { hasSeenTour = true }
                    .padding()
            }

            TabView(selection: $selection) {
                ForEach(tourPages) { page in
                    VStack(spacing: 24) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(page.tint.gradient)
                            .frame(width: 160, height: 160)
                            .background(page.tint.opacity(0.15), in: Circle())
                        Text(page.title)
                            .font(.title.bold())
                        Text(page.message)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                            .padding(.horizontal, 32)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button {
                if selection < tourPages.count - 1 {
                    withAnimation { selection += 1 }
                } else {
                    hasSeenTour = true
                }
            } label: {
                Text(selection < tourPages.count - 1 ? "Continue" : "Get Started")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
            }
            .buttonStyle(.borderedProminent)
            .tint(tourPages[selection].tint)
            .padding(.horizontal, 24)
            .padding(.bottom)
        }
    }
}

struct TallyRootView: View {
    @AppStorage("hasSeenTour") private var hasSeenTour = false

    var body: some View {
        NavigationStack {
            ContentUnavailableView("No Subscriptions", systemImage: "creditcard",
                                   description: Text("Tap + to add your first subscription."))
                .navigationTitle("Tally")
        }
        .fullScreenCover(isPresented: .constant(!hasSeenTour)) {
            FeatureTourView()
        }
    }
}

#Preview {
    FeatureTourView()
}

#Preview("Tour, last page") {
    @Previewable @State var selection = 2
    TabView(selection: $selection) {
        ForEach(tourPages) { page in
            Label(page.title, systemImage: page.symbol)
                .tag(page.id)
        }
    }
    .tabViewStyle(.page)
    .background(Color.indigo.opacity(0.2))
}

#Preview("Root") {
    TallyRootView()
}
