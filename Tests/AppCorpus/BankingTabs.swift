import SwiftUI

// A banking app's root built with iOS 18's Tab API: Tab(_:systemImage:value:) inside a
// TabView(selection:), a badge on the Activity tab, and a search-role tab.

enum BankTab: Hashable {
    case home, cards, activity, search
}

struct AccountsHome: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("Checking ••4821").font(.subheadline).foregroundStyle(.secondary)
                        Text(3_204.18, format: .currency(code: "USD"))
                            .font(.largeTitle.bold())
                    }
                    .padding(.vertical, 6)
                }
                Section("Recent") {
                    LabeledContent("Coffee Roasters", value: "−$4.75")
                    LabeledContent("Payroll", value: "+$2,450.00")
                    LabeledContent("City Transit", value: "−$2.90")
                }
            }
            .navigationTitle("Accounts")
        }
    }
}

struct BankingTabs: View {
    @State private var selection = BankTab.home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house.fill", value: .home) {
                AccountsHome()
            }
            Tab("Cards", systemImage: "creditcard.fill", value: .cards) {
                Text("Cards")
            }
            Tab("Activity", systemImage: "list.bullet.rectangle.portrait", value: .activity) {
                Text("Activity")
            }
            .badge(2)
            Tab(value: .search, role: .search) {
                Text("Search")
            }
        }
        .tint(.green)
    }
}

#Preview {
    BankingTabs()
}
