import Flipbook

// Presentations from anywhere in the tree (issue 19), as app code writes them: a sheet from a
// button in the middle of a stack, a half sheet from a list row, an alert from the last button
// and a popover bubble from the header. Each draws over every view of the screen; a large sheet
// makes the whole screen recede; the dimming takes taps, and a tap outside the bubble closes it.

struct InboxScreen: View {
    @State private var composing = false
    @State private var deleting = false
    @State private var showsTip = false
    @State private var sent = 0
    private let subjects = ["Lunch on Friday?", "Your order has shipped", "Photos from the trip"]

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Inbox").font(.largeTitle.bold())
                Spacer()
                Button("Tip") { showsTip = true }
                    .popover(isPresented: $showsTip) {
                        Text("Tap a message to read it.")
                            .padding()
                            .presentationCompactAdaptation(.popover)
                    }
            }
            .padding(.horizontal)
            Button("Compose") { composing = true }
                .buttonStyle(.borderedProminent)
                .sheet(isPresented: $composing) { ComposeSheet(sent: $sent) }
            Text("\(sent) sent, 3 unread")
                .foregroundStyle(.secondary)
            List {
                ForEach(subjects, id: \.self) { subject in
                    MessageRow(subject: subject)
                }
            }
            Button("Delete All", role: .destructive) { deleting = true }
                .alert("Delete all messages?", isPresented: $deleting) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
            Label("Drafts", systemImage: "doc")
                .frame(maxWidth: .infinity, minHeight: 44)
                .background(Color.blue.opacity(0.15))
        }
    }
}

struct MessageRow: View {
    let subject: String
    @State private var showsDetail = false

    var body: some View {
        Button(subject) { showsDetail = true }
            .sheet(isPresented: $showsDetail) {
                MessageDetail(subject: subject)
                    .presentationDetents([.medium])
            }
    }
}

struct MessageDetail: View {
    let subject: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text(subject).font(.headline)
            Button("Close") { dismiss() }
        }
    }
}

struct ComposeSheet: View {
    @Binding var sent: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("New Message").font(.headline)
            Button("Send") {
                sent += 1
                dismiss()
            }
        }
    }
}

extension FlipbookScene {
    static let presentationDemos: [FlipbookScene] = [inboxPresentations]

    private static var inboxPresentations: FlipbookScene {
        var scene = FlipbookScene("inbox-presentations", size: CGSize(width: 390, height: 700), duration: 6.5,
                                  summary: "Issue 19: a sheet, a row's half sheet, an alert and a popover over every view of the screen, whatever their presenter's place") {
            Tap("Compose", at: 0.3)
            Tap("Send", at: 1.2)
            Tap("Your order has shipped", at: 1.9)
            // On "Compose", under the dimming: nothing.
            Tap(at: CGPoint(x: 195, y: 128), at: 2.7)
            Tap("Close", at: 3.1)
            Tap("Delete All", at: 3.8)
            Tap("Cancel", at: 4.4)
            Tap("Tip", at: 5.0)
            // Outside the bubble, on "Delete All": the bubble closes, and no alert shows.
            Tap(at: CGPoint(x: 195, y: 598), at: 5.7)
        } content: {
            InboxScreen()
        }
        .goldenTimes([0, 0.45, 1.1, 2.6, 3.0, 4.3, 5.5, 5.8, 6.4])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }
}
