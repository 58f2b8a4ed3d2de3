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

// A sheet presented from a sheet, as Mail's compose sheet presents its photo picker: the compose
// card recedes under the picker (iOS stacks the cards) and comes back when the picker closes; a
// confirmation dialog from the compose sheet, dismissed by a tap outside it, runs its cancel
// button's action; a tap while the screen comes back lands on what is drawn under the finger.

struct MailFoldersScreen: View {
    @State private var composing = false
    @State private var refreshed = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Mailboxes").font(.largeTitle.bold())
            Button("Compose") { composing = true }
                .buttonStyle(.borderedProminent)
            Button("Refresh") { refreshed += 1 }
                .buttonStyle(.bordered)
            Text("Refreshed \(refreshed) times")
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .sheet(isPresented: $composing) { DraftSheet() }
    }
}

struct DraftSheet: View {
    @State private var choosingPhotos = false
    @State private var confirmingDiscard = false
    @State private var kept = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("New Message").font(.headline)
            Button("Add Photos") { choosingPhotos = true }
            Button("Discard…", role: .destructive) { confirmingDiscard = true }
            Text("Kept \(kept) times").foregroundStyle(.secondary)
            Button("Close") { dismiss() }
        }
        .sheet(isPresented: $choosingPhotos) { PhotoPicker() }
        .confirmationDialog("Discard this draft?", isPresented: $confirmingDiscard, titleVisibility: .visible) {
            Button("Discard Draft", role: .destructive) { dismiss() }
            Button("Keep Editing", role: .cancel) { kept += 1 }
        }
    }
}

struct PhotoPicker: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Photos").font(.headline)
            HStack {
                ForEach(0..<3) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill([Color.orange, .teal, .purple][index])
                        .frame(width: 80, height: 80)
                }
            }
            Button("Done") { dismiss() }
        }
    }
}

extension FlipbookScene {
    static let presentationDemos: [FlipbookScene] = [inboxPresentations, mailSheetStack]

    private static var mailSheetStack: FlipbookScene {
        var scene = FlipbookScene("mail-sheet-stack", size: CGSize(width: 390, height: 700), duration: 6,
                                  summary: "Issue 19: a sheet from a sheet stacks the cards; a tap outside a dialog runs its cancel action; taps land on the receding screen as drawn") {
            Tap("Compose", at: 0.3)
            Tap("Add Photos", at: 1.1)
            Tap("Done", at: 2.2)
            Tap("Discard…", at: 3.0)
            // Above the action sheet, on the dimming: the dialog closes and "Keep Editing" runs.
            Tap(at: CGPoint(x: 195, y: 200), at: 3.8)
            Tap("Close", at: 4.6)
            // Just after, the screen is still receding: the finger is on "Refresh" as drawn.
            Tap(at: CGPoint(x: 60, y: 213), at: 4.65)
        } content: {
            MailFoldersScreen()
        }
        .goldenTimes([1.0, 1.3, 2.0, 2.4, 2.9, 3.6, 4.4, 4.7, 5.9])
        scene.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        return scene
    }

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
