import Flipbook

/// An inbox with three states chosen by `if … else if … else`, as app code writes them: the
/// messages, "No Results" while a search matches nothing, and "No Mail" once every message is
/// swiped away. Each switch must leave nothing of the state it left.
struct InboxStatesView: View {
    struct Message: Identifiable {
        let id: Int
        var sender: String
        var subject: String
    }

    @State private var messages = [
        Message(id: 1, sender: "Ada Lovelace", subject: "Notes on the engine"),
        Message(id: 2, sender: "Charles Babbage", subject: "Difference tables"),
    ]
    @State private var query = ""

    private var results: [Message] {
        query.isEmpty ? messages : messages.filter { $0.subject.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            Group {
                if messages.isEmpty {
                    ContentUnavailableView("No Mail", systemImage: "tray",
                                           description: Text("New messages you receive will appear here."))
                } else if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                } else {
                    List(results) { message in
                        VStack(alignment: .leading) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).foregroundStyle(.secondary)
                        }
                        .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                            Button(role: .destructive) {
                                messages.removeAll { $0.id == message.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                }
            }
            .navigationTitle("Inbox")
            .searchable(text: $query)
        }
    }
}

extension FlipbookScene {
    static var inboxStates: FlipbookScene {
        var scene = FlipbookScene("inbox-states", size: CGSize(width: 390, height: 640), scale: 2, duration: 3.6,
                                  summary: "Issue 19: an if / else if / else switches between a list, No Results and No Mail") {
            TypeText("Search", "zz", at: 0.5)
            Tap("Cancel", at: 1.2)
            Swipe("Ada Lovelace", fully: true, at: 1.8)
            Swipe("Charles Babbage", fully: true, at: 2.6)
        } content: {
            InboxStatesView()
        }
        .goldenTimes([0, 0.9, 1.6, 2.4, 3.5])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }
}
