import SwiftUI

struct ReceiptLine: Identifiable {
    let id = UUID()
    let item: String
    let quantity: Int
    let price: Decimal
}

struct EuroReceiptView: View {
    let lines = [
        ReceiptLine(item: "Brezel", quantity: 2, price: 1.20),
        ReceiptLine(item: "Milchkaffee", quantity: 1, price: 3.90),
        ReceiptLine(item: "Apfelstrudel mit Vanillesoße", quantity: 1, price: 5.50),
    ]
    let issued = Date(timeIntervalSince1970: 1_777_777_777)
    let vatRate = 0.07

    private var total: Decimal { lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

    var body: some View {
        VStack(spacing: 16) {
            Text("Bäckerei Sonnenschein")
                .font(.title2.bold())
            Text(issued.formatted(date: .long, time: .shortened))
                .font(.footnote)
                .foregroundStyle(.secondary)

            Grid(alignment: .leading, verticalSpacing: 8) {
                ForEach(lines) { line in
                    GridRow {
                        Text("\(line.quantity)×")
                            .foregroundStyle(.secondary)
                        Text(line.item)
                            .layoutPriority(1)
                        Text(line.price * Decimal(line.quantity), format: .currency(code: "EUR"))
                            .gridColumnAlignment(.trailing)
                    }
                }
                Divider()
                GridRow {
                    Text("")
                    Text("MwSt. \(vatRate.formatted(.percent))")
                        .foregroundStyle(.secondary)
                    Text(total * Decimal(vatRate) / Decimal(1 + vatRate), format: .currency(code: "EUR"))
                        .foregroundStyle(.secondary)
                }
                GridRow {
                    Text("")
                    Text("Summe").bold()
                    Text(total, format: .currency(code: "EUR")).bold()
                }
            }
            .monospacedDigit()
            Spacer()
        }
        .padding()
    }
}

#Preview("German") {
    EuroReceiptView()
        .environment(\.locale, Locale(identifier: "de_DE"))
}

#Preview("US English") {
    EuroReceiptView()
}
