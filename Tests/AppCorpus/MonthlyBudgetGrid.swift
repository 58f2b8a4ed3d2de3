import SwiftUI

// A budgeting app's month overview: a Grid of categories with spent and budget columns aligned
// to the trailing edge, a spanning total row, and a divider row made with gridCellUnsizedAxes.

struct BudgetCategory: Identifiable {
    let id = UUID()
    let name: String
    let symbol: String
    let color: Color
    let spent: Double
    let budget: Double

    var remaining: Double { budget - spent }
}

struct MonthlyBudgetGrid: View {
    let categories: [BudgetCategory] = [
        BudgetCategory(name: "Groceries", symbol: "cart.fill", color: .green, spent: 412.50, budget: 500),
        BudgetCategory(name: "Dining", symbol: "fork.knife", color: .orange, spent: 238.10, budget: 200),
        BudgetCategory(name: "Transport", symbol: "car.fill", color: .blue, spent: 96.00, budget: 150),
        BudgetCategory(name: "Fun", symbol: "gamecontroller.fill", color: .purple, spent: 64.99, budget: 120),
    ]

    private var totalSpent: Double { categories.reduce(0) { $0 + $1.spent } }
    private var totalBudget: Double { categories.reduce(0) { $0 + $1.budget } }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    Text("You've spent \(totalSpent, format: .currency(code: "USD")) of \(totalBudget, format: .currency(code: "USD"))")
                        .font(.headline)

                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 14) {
                        GridRow {
                            Text("Category")
                                .gridCellColumns(2)
                            Text("Spent")
                                .gridColumnAlignment(.trailing)
                            Text("Left")
                                .gridColumnAlignment(.trailing)
                        }
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)

                        Divider()
                            .gridCellUnsizedAxes(.horizontal)

                        ForEach(categories) { category in
                            GridRow {
                                Image(systemName: category.symbol)
                                    .foregroundStyle(category.color)
                                    .frame(width: 24)
                                Text(category.name)
                                Text(category.spent, format: .currency(code: "USD"))
                                    .monospacedDigit()
                                Text(category.remaining, format: .currency(code: "USD"))
                                    .monospacedDigit()
                                    .foregroundStyle(category.remaining < 0 ? .red : .primary)
                            }
                        }

                        Divider()
                            .gridCellUnsizedAxes(.horizontal)

                        GridRow {
                            Text("Total")
                                .fontWeight(.semibold)
                                .gridCellColumns(2)
                            Text(totalSpent, format: .currency(code: "USD"))
                            Text(totalBudget - totalSpent, format: .currency(code: "USD"))
                        }
                        .monospacedDigit()
                    }
                    .padding()
                    .background(.background.secondary, in: RoundedRectangle(cornerRadius: 16))
                }
                .padding()
            }
            .navigationTitle("November")
        }
    }
}

#Preview {
    MonthlyBudgetGrid()
}
