import SwiftUI

struct Stock: Identifiable {
    let id: String
    let name: String
    let price: Double
    let change: Double

    var percentChange: Double { change / (price - change) }
    var isUp: Bool { change >= 0 }
}

struct StockWatchlist: View {
    @State private var stocks = [
        Stock(id: "AAPL", name: "Apple Inc.", price: 229.87, change: 3.12),
        Stock(id: "MSFT", name: "Microsoft Corp.", price: 415.10, change: -2.48),
        Stock(id: "NVDA", name: "NVIDIA Corp.", price: 118.11, change: 5.67),
        Stock(id: "AMZN", name: "Amazon.com Inc.", price: 186.49, change: -0.91),
        Stock(id: "TSLA", name: "Tesla Inc.", price: 251.44, change: -11.02),
        Stock(id: "GOOGL", name: "Alphabet Inc.", price: 163.24, change: 0.00),
    ]
    @State private var showPercent = true

    var body: some View {
        NavigationStack {
            List(stocks) { stock in
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(stock.id)
                            .font(.headline)
                        Text(stock.name)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    VStack(alignment: .trailing, spacing: 4) {
                        Text(stock.price, format: .number.precision(.fractionLength(2)))
                            .font(.body.weight(.semibold))
                            .monospacedDigit()
                        Button {
                            showPercent.toggle()
                        } label: {
                            Group {
                                if showPercent {
                                    Text(stock.percentChange, format: .percent.precision(.fractionLength(2)).sign(strategy: .always()))
                                } else {
                                    Text(stock.change, format: .number.precision(.fractionLength(2)).sign(strategy: .always()))
                                }
                            }
                            .font(.subheadline.weight(.medium))
                            .monospacedDigit()
                            .foregroundStyle(.white)
                            .frame(width: 84, alignment: .trailing)
                            .padding(.vertical, 4)
                            .padding(.horizontal, 6)
                            .background(stock.isUp ? Color.green : Color.red, in: RoundedRectangle(cornerRadius: 6))
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.vertical, 2)
            }
            .listStyle(.plain)
            .navigationTitle("Watchlist")
        }
    }
}

#Preview {
    StockWatchlist()
}

#Preview("Watchlist, dark") {
    StockWatchlist()
        .preferredColorScheme(.dark)
}
