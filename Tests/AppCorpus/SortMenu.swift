import SwiftUI

struct RoundedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration)
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .background(.thinMaterial, in: Capsule())
    }
}

enum SortOrder: String, CaseIterable, Identifiable {
    case newest = "Newest"
    case oldest = "Oldest"
    case title = "Title"
    var id: Self { self }
}

struct SortMenu: View {
    @State private var order = SortOrder.newest

    var body: some View {
        HStack {
            Menu {
                ForEach(SortOrder.allCases) { option in
                    Button(option.rawValue) { order = option }
                }
            } label: {
                Label("Sort: \(order.rawValue)", systemImage: "arrow.up.arrow.down")
            }
            .menuStyle(RoundedMenuStyle())

            Menu("Filter") {
                Button("Unread") {}
                Button("Flagged") {}
            }
            .menuStyle(.button)
            .buttonStyle(.bordered)

            Menu("More") {
                Button("Select") {}
            }
            .menuStyle(.borderlessButton)
        }
    }
}

#Preview {
    SortMenu()
}
