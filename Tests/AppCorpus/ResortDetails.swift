import SwiftUI

struct ResortDetails: View {
    let size: Int
    let price: Int
    @Environment(\.horizontalSizeClass) var horizontalSizeClass
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    var sizeText: String {
        ["Small", "Average", "Large"][size - 1]
    }

    var body: some View {
        Group {
            if horizontalSizeClass == .compact && dynamicTypeSize > .large {
                VStack(spacing: 10) { details }
            } else {
                HStack { details }
            }
        }
    }

    @ViewBuilder var details: some View {
        VStack {
            Text("Size")
                .font(.caption.bold())
            Text(sizeText)
                .font(.title3)
        }
        .frame(maxWidth: .infinity)

        VStack {
            Text("Price")
                .font(.caption.bold())
            Text(String(repeating: "$", count: price))
                .font(.title3)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ResortView: View {
    @State private var isFavorite = false
    @State private var searchText = ""
    @State private var selectedFacility: String?
    @State private var showingFacility = false
    let facilities = ["Accommodation", "Beginners", "Cross-country", "Eco-friendly", "Family"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ZStack(alignment: .bottomTrailing) {
                    Rectangle()
                        .fill(.blue.gradient)
                        .frame(height: 200)
                    Text("Photo: Jane Doe")
                        .font(.caption)
                        .padding(5)
                        .background(.black.opacity(0.6))
                        .foregroundStyle(.white)
                }

                HStack {
                    ResortDetails(size: 2, price: 3)
                }
                .padding(.vertical)
                .background(.primary.opacity(0.1))
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)

                Group {
                    Text("Whistler is the largest ski resort in North America.")
                        .padding(.vertical)

                    Text("Facilities")
                        .font(.headline)

                    HStack {
                        ForEach(facilities, id: \.self) { facility in
                            Button {
                                selectedFacility = facility
                                showingFacility = true
                            } label: {
                                Image(systemName: "star")
                                    .font(.title)
                            }
                        }
                    }
                    .padding(.vertical)
                }
                .padding(.horizontal)
            }

            Button(isFavorite ? "Remove from Favorites" : "Add to Favorites") {
                isFavorite.toggle()
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
        .navigationTitle("Whistler")
        .navigationBarTitleDisplayMode(.inline)
        .searchable(text: $searchText, prompt: "Search for a resort")
        .alert(selectedFacility ?? "More information", isPresented: $showingFacility, presenting: selectedFacility) { facility in
        } message: { facility in
            Text(facility)
        }
    }
}

#Preview {
    NavigationStack {
        ResortView()
    }
}
