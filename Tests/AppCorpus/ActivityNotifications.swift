import SwiftUI

// A social app's activity tab: an ObservableObject store loaded with async/await, a list with
// pull to refresh, swipe to mark read, and a ContentUnavailableView when nothing is left.

struct ActivityItem: Identifiable, Equatable {
    let id: Int
    let who: String
    let action: String
    let symbol: String
    var isRead = false
}

@MainActor
final class ActivityStore: ObservableObject {
    @Published private(set) var items: [ActivityItem]

    init(items: [ActivityItem] = ActivityStore.sample) {
        self.items = items
    }

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(300))
        items.insert(ActivityItem(id: items.count + 1, who: "Priya", action: "started following you", symbol: "person.fill.badge.plus"), at: 0)
    }

    func markRead(_ item: ActivityItem) {
        guard let index = items.firstIndex(of: item) else { return }
        items[index].isRead = true
    }

    func delete(_ item: ActivityItem) {
        items.removeAll { $0.id == item.id }
    }

    static let sample = [
        ActivityItem(id: 1, who: "Jonas", action: "liked your photo", symbol: "heart.fill"),
        ActivityItem(id: 2, who: "Amara", action: "commented: “Where is this?”", symbol: "bubble.left.fill"),
        ActivityItem(id: 3, who: "Leo", action: "mentioned you in a story", symbol: "at", isRead: true),
    ]
}

struct ActivityNotifications: View {
    @StateObject private var store: ActivityStore

    init(store: ActivityStore = ActivityStore()) {
        _store = StateObject(wrappedValue: store)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.items) { item in
                    HStack(spacing: 12) {
                        Image(systemName: item.symbol)
                            .foregroundStyle(.white)
                            .frame(width: 36, height: 36)
                            .background(.pink.gradient, in: Circle())
                        (Text(item.who).bold() + Text(" \(item.action)"))
                            .foregroundStyle(item.isRead ? .secondary : .primary)
                        Spacer()
                        if !item.isRead {
                            Circle().fill(.blue).frame(width: 8, height: 8)
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button("Read", systemImage: "envelope.open") { store.markRead(item) }
                            .tint(.blue)
                    }
                    .swipeActions {
                        Button("Delete", systemImage: "trash", role: .destructive) { store.delete(item) }
                    }
                }
            }
            .listStyle(.plain)
            .overlay {
                if store.items.isEmpty {
                    ContentUnavailableView("No Activity", systemImage: "bell.slash",
                                           description: Text("When people interact with your posts, you'll see it here."))
                }
            }
            .refreshable {
                await store.refresh()
            }
            .navigationTitle("Activity")
        }
    }
}

#Preview {
    ActivityNotifications()
}

#Preview("No Activity") {
    ActivityNotifications(store: ActivityStore(items: []))
}
