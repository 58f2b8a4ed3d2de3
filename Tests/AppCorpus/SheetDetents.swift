import SwiftUI

struct RideOption: Identifiable {
    let id = UUID()
    let name: String
    let symbol: String
    let price: Decimal
    let eta: Int
}

struct RideSheet: View {
    let options: [RideOption]
    @Binding var selected: RideOption.ID?
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Choose a ride")
                .font(.title3.bold())
                .padding(.top, 24)
            ForEach(options) { option in
                Button {
                    selected = option.id
                } label: {
                    HStack {
                        Image(systemName: option.symbol)
                            .font(.title2)
                            .frame(width: 44)
                        VStack(alignment: .leading) {
                            Text(option.name).font(.headline)
                            Text("\(option.eta) min away").font(.caption).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text(option.price, format: .currency(code: "USD"))
                            .font(.headline)
                    }
                    .padding(12)
                    .background(
                        RoundedRectangle(cornerRadius: 12)
                            .strokeBorder(selected == option.id ? Color.accentColor : Color(.systemGray4), lineWidth: selected == option.id ? 2 : 1)
                    )
                }
                .buttonStyle(.plain)
            }
            Button("Confirm") { dismiss() }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .frame(maxWidth: .infinity)
                .disabled(selected == nil)
        }
        .padding(.horizontal)
    }
}

struct SheetDetentsView: View {
    @State private var showsRides = true
    @State private var showsReceipt = false
    @State private var selected: RideOption.ID?
    @State private var detent: PresentationDetent = .medium

    private let options = [
        RideOption(name: "Bike", symbol: "bicycle", price: 3.5, eta: 2),
        RideOption(name: "Economy", symbol: "car", price: 12.4, eta: 4),
        RideOption(name: "XL", symbol: "bus", price: 19.9, eta: 7),
    ]

    var body: some View {
        ZStack(alignment: .top) {
            LinearGradient(colors: [Color(white: 0.92), Color(white: 0.85)], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack {
                Image(systemName: "map")
                    .font(.system(size: 60))
                    .foregroundStyle(.secondary)
                    .padding(.top, 120)
                Button("Show Receipt") { showsReceipt = true }
                Button("Choose Ride") { showsRides = true }
            }
        }
        .sheet(isPresented: $showsRides) {
            RideSheet(options: options, selected: $selected)
                .presentationDetents([.height(200), .medium, .large], selection: $detent)
                .presentationDragIndicator(.visible)
                .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                .presentationCornerRadius(24)
                .interactiveDismissDisabled()
        }
        .fullScreenCover(isPresented: $showsReceipt) {
            ReceiptView()
        }
    }
}

struct ReceiptView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 8) {
                Image(systemName: "checkmark.seal.fill")
                    .font(.system(size: 64))
                    .foregroundStyle(.green)
                Text("Thanks for riding!")
                    .font(.title2.bold())
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    SheetDetentsView()
}

#Preview("Selected", traits: .script { Tap("Economy 4 min away $12.40", at: 0.5) }) {
    SheetDetentsView()
}
