import Flipbook

/// A mailbox as app code writes it: a list of messages under a large title with an Edit button.
/// The script scrolls it: the large title moves up with the rows and slides under the bar, which
/// then shows the title inline over its material; scrolled back, the large title returns, and a
/// pull to refresh brings it down with the rows, the spinner above it.
struct MailboxView: View {
    struct Message: Identifiable {
        let id: Int
        let sender: String
        let subject: String
        let time: String
    }

    private let messages: [Message] = [
        ("Ada Lovelace", "Notes on the Analytical Engine", "09:41"), ("Charles Babbage", "Difference tables, revised", "08:12"),
        ("Grace Hopper", "The first bug, taped in", "Yesterday"), ("Alan Turing", "On computable numbers", "Yesterday"),
        ("Katherine Johnson", "Trajectory for Friday", "Tuesday"), ("Edsger Dijkstra", "Go to, considered", "Monday"),
        ("Barbara Liskov", "Substitution, a note", "Sunday"), ("Donald Knuth", "A cheque for $2.56", "Saturday"),
        ("Margaret Hamilton", "Priority displays", "Friday"), ("Dennis Ritchie", "Hello, world", "Thursday"),
        ("Frances Allen", "Flow analysis draft", "12/11"), ("John Backus", "A notation for syntax", "11/11"),
    ].enumerated().map { Message(id: $0.offset, sender: $0.element.0, subject: $0.element.1, time: $0.element.2) }

    var body: some View {
        NavigationStack {
            List(messages) { message in
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(message.sender).font(.headline)
                        Spacer()
                        Text(message.time).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Text(message.subject).font(.subheadline).foregroundStyle(.secondary)
                }
            }
            .listStyle(.plain)
            .refreshable { try? await Task.sleep(for: .seconds(0.8)) }
            .navigationTitle("Inbox")
            .toolbar { EditButton() }
        }
    }
}

extension FlipbookScene {
    static let collapsingTitle: FlipbookScene = {
        var scene = FlipbookScene("collapsing-title", size: CGSize(width: 390, height: 640), scale: 2, duration: 3.8,
                                  summary: "Issue 19: a large title scrolls under the bar, which shows it inline over its material") {
            Scroll(toY: 30, at: 0.2, animation: .easeInOut(duration: 0.3))
            Scroll(toY: 260, at: 0.8, animation: .easeInOut(duration: 0.5))
            Scroll(toEdge: .top, at: 1.8, animation: .easeInOut(duration: 0.5))
            Pull(at: 2.5)
        } content: {
            MailboxView()
        }
        .goldenTimes([0, 0.6, 1.0, 1.5, 2.4, 2.75, 3.2])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }()
}
