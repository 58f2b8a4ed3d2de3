import SwiftUI

struct Receipt: Identifiable {
    let id = UUID()
    var merchant: String
    var total: Double
    var date: Date
    var imageData: Data?
}

@Observable
final class ReceiptStore {
    var receipts: [Receipt]

    init(receipts: [Receipt] = []) {
        self.receipts = receipts
    }

    var monthTotal: Double {
        receipts.reduce(0) { $0 + $1.total }
    }

    func delete(_ receipt: Receipt) {
        receipts.removeAll { $0.id == receipt.id }
    }

    static var sample: ReceiptStore { ReceiptStore(receipts: [
        Receipt(merchant: "Blue Bottle", total: 6.50, date: .now),
        Receipt(merchant: "Whole Foods", total: 84.12, date: .now.addingTimeInterval(-86_400)),
        Receipt(merchant: "Shell", total: 52.00, date: .now.addingTimeInterval(-2 * 86_400)),
        Receipt(merchant: "Apple Store", total: 129.00, date: .now.addingTimeInterval(-4 * 86_400)),
        Receipt(merchant: "Trader Joe's", total: 41.37, date: .now.addingTimeInterval(-6 * 86_400)),
    ]) }
}

struct ReceiptThumbnail: View {
    let receipt: Receipt

    var body: some View {
        Group {
            if let data = receipt.imageData, let uiImage = UIImage(data: data) {
                Image(uiImage: uiImage)
                    .resizable()
                    .scaledToFill()
            } else {
                Image(systemName: "doc.text.image")
                    .font(.largeTitle)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(.secondarySystemBackground))
            }
        }
        .frame(height: 140)
        .clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct ReceiptGalleryView: View {
    @State private var store = ReceiptStore.sample
    @State private var selected: Receipt?

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(store.receipts) { receipt in
                        Button {
                            selected = receipt
                        } label: {
                            VStack(alignment: .leading, spacing: 6) {
                                ReceiptThumbnail(receipt: receipt)
                                Text(receipt.merchant)
                                    .font(.subheadline.weight(.semibold))
                                    .lineLimit(1)
                                Text(receipt.total, format: .currency(code: "USD"))
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                        }
                        .buttonStyle(.plain)
                        .contextMenu {
                            Button("Delete", systemImage: "trash", role: .destructive) {
                                store.delete(receipt)
                            }
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Receipts")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Text("This month")
                    Spacer()
                    Text(store.monthTotal, format: .currency(code: "USD"))
                        .bold()
                }
                .padding()
                .background(.bar)
            }
            .sheet(item: $selected) { receipt in
                ReceiptDetail(receipt: receipt)
            }
        }
    }
}

struct ReceiptDetail: View {
    let receipt: Receipt
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                ReceiptThumbnail(receipt: receipt)
                    .frame(height: 320)
                LabeledContent("Merchant", value: receipt.merchant)
                LabeledContent("Date") {
                    Text(receipt.date, style: .date)
                }
                LabeledContent("Total") {
                    Text(receipt.total, format: .currency(code: "USD"))
                }
                Spacer()
            }
            .padding()
            .navigationTitle(receipt.merchant)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview {
    ReceiptGalleryView()
}

#Preview("Detail") {
    ReceiptDetail(receipt: ReceiptStore.sample.receipts[1])
}
