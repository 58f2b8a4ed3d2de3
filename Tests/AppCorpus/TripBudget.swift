import SwiftUI

struct TripExpense: Identifiable {
    enum Category: String, CaseIterable, Identifiable {
        case lodging = "Lodging"
        case food = "Food"
        case transport = "Transport"
        case activities = "Activities"

        var id: String { rawValue }

        var symbol: String {
            switch self {
            case .lodging: "bed.double.fill"
            case .food: "fork.knife"
            case .transport: "tram.fill"
            case .activities: "figure.hiking"
            }
        }
    }

    let id = UUID()
    var title: String
    var amount: Decimal
    var category: Category
    var isReimbursable = false
}

final class TripBudgetModel: ObservableObject {
    @Published var expenses: [TripExpense]
    let budget: Decimal = 2_000

    init(expenses: [TripExpense]) {
        self.expenses = expenses
    }

    func expenses(in category: TripExpense.Category) -> [TripExpense] {
        expenses.filter { $0.category == category }
    }

    func total(for category: TripExpense.Category) -> Decimal {
        expenses(in: category).reduce(0) { $0 + $1.amount }
    }

    var total: Decimal {
        expenses.reduce(0) { $0 + $1.amount }
    }

    func delete(_ expense: TripExpense) {
        expenses.removeAll { $0.id == expense.id }
    }

    func toggleReimbursable(_ expense: TripExpense) {
        guard let index = expenses.firstIndex(where: { $0.id == expense.id }) else { return }
        expenses[index].isReimbursable.toggle()
    }
}

extension TripBudgetModel {
    static func lisbon() -> TripBudgetModel {
        TripBudgetModel(expenses: [
            TripExpense(title: "Hotel Alfama, 4 nights", amount: 640, category: .lodging),
            TripExpense(title: "Pastéis de Belém", amount: 12.40, category: .food),
            TripExpense(title: "Time Out Market", amount: 38.90, category: .food, isReimbursable: true),
            TripExpense(title: "Tram 28 day pass", amount: 6.80, category: .transport),
            TripExpense(title: "Airport taxi", amount: 24, category: .transport, isReimbursable: true),
            TripExpense(title: "Sintra tour", amount: 89, category: .activities),
        ])
    }
}

struct TripBudgetView: View {
    @StateObject private var model = TripBudgetModel.lisbon()

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text("Spent")
                            Spacer()
                            Text(model.total, format: .currency(code: "EUR"))
                                .bold()
                        }
                        ProgressView(value: NSDecimalNumber(decimal: model.total).doubleValue,
                                     total: NSDecimalNumber(decimal: model.budget).doubleValue)
                            .tint(model.total > model.budget ? .red : .accentColor)
                        Text("Budget \(model.budget.formatted(.currency(code: "EUR")))")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }

                ForEach(TripExpense.Category.allCases) { category in
                    let items = model.expenses(in: category)
                    if !items.isEmpty {
                        Section {
                            ForEach(items) { expense in
                                HStack {
                                    Image(systemName: category.symbol)
                                        .foregroundStyle(.tint)
                                        .frame(width: 28)
                                    Text(expense.title)
                                    Spacer()
                                    if expense.isReimbursable {
                                        Image(systemName: "arrow.uturn.backward.circle.fill")
                                            .foregroundStyle(.green)
                                    }
                                    Text(expense.amount, format: .currency(code: "EUR"))
                                        .monospacedDigit()
                                }
                                .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                    Button(role: .destructive) {
                                        model.delete(expense)
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                }
                                .swipeActions(edge: .leading) {
                                    Button {
                                        model.toggleReimbursable(expense)
                                    } label: {
                                        Label("Reimburse", systemImage: "arrow.uturn.backward")
                                    }
                                    .tint(.green)
                                }
                            }
                        } header: {
                            Text(category.rawValue)
                        } footer: {
                            HStack {
                                Spacer()
                                Text("Total \(model.total(for: category).formatted(.currency(code: "EUR")))")
                            }
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Lisbon Trip")
            .toolbar {
                EditButton()
            }
        }
    }
}

#Preview {
    TripBudgetView()
}
