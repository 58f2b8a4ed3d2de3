import SwiftUI

enum Filter: String, CaseIterable, Identifiable {
    case all = "All", unread = "Unread", flagged = "Flagged"
    var id: Self { self }
}

struct SegmentedFilter: View {
    @State private var filter = Filter.all

    var body: some View {
        VStack {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases) { filter in
                    Text(filter.rawValue).tag(filter)
                }
            }
            .pickerStyle(.segmented)
            Text("Showing \(filter.rawValue.lowercased()) messages")
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }
}

#Preview {
    SegmentedFilter()
}
