import Flipbook

// Popovers on an iPhone (a bubble with compact adaptation, else a sheet), custom and built-in
// styles (primitive button, gauge, menu), and the list and control polish of issue 19.

/// Runs its action on a long press, as tutorials write a primitive button style.
struct HoldToConfirmStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(Color.red, in: Capsule())
            .onTapGesture { configuration.trigger() }
    }
}

struct PopoverStylesDemo: View {
    @State private var showsTip = false
    @State private var showsDetails = false
    @State private var confirmations = 0

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Button("Tip") { showsTip = true }
                    .popover(isPresented: $showsTip) {
                        TipBubble().presentationCompactAdaptation(.popover)
                    }
                Spacer()
                Button("Details") { showsDetails = true }
                    .popover(isPresented: $showsDetails) {
                        Text("Popovers become sheets on an iPhone.")
                            .padding()
                            .presentationDetents([.medium])
                    }
            }
            .padding(.horizontal)
            HStack(spacing: 24) {
                Gauge(value: 0.7) { Text("Disk") } currentValueLabel: { Text("70") }
                    .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 0.35) { Text("Battery") } currentValueLabel: { Text("35%") }
                    .tint(.green)
            }
            .padding(.horizontal)
            HStack {
                Menu("Sort") { Button("Newest") {} }
                    .menuStyle(.button)
                    .buttonStyle(.bordered)
                Menu("Filter") { Button("Unread") {} }
                    .menuStyle(.borderlessButton)
            }
            Button("Confirm") { confirmations += 1 }
                .buttonStyle(HoldToConfirmStyle())
            Text("Confirmed \(confirmations) times")
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(.top)
    }
}

struct TipBubble: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 8) {
            Text("Popovers point at their source.")
            Button("Got it") { dismiss() }
        }
        .padding()
    }
}

struct FolderNode: Identifiable {
    let name: String
    var children: [FolderNode]?
    var id: String { name }
}

struct ListPolishDemo: View {
    @State private var volume = 0.6
    @State private var notes = "Bring the charger."
    @State private var color = Color.orange
    @State private var date = Date(timeIntervalSince1970: 1_790_000_000)
    private let folders = [
        FolderNode(name: "Documents", children: [FolderNode(name: "Taxes"), FolderNode(name: "Recipes")]),
        FolderNode(name: "Photos", children: [FolderNode(name: "Beach")]),
    ]

    var body: some View {
        VStack(spacing: 0) {
            List(folders, children: \.children) { folder in
                Label(folder.name, systemImage: "folder")
            }
            .frame(height: 260)
            Form {
                Link("Help Center", destination: URL(string: "https://example.com/help")!)
                Group {
                    Slider(value: $volume) { Text("Volume") }
                    DatePicker("Due", selection: $date, displayedComponents: .date)
                    ColorPicker("Colour", selection: $color)
                    TextEditor(text: $notes).frame(height: 44)
                }
                .disabled(true)
            }
        }
    }
}

extension FlipbookScene {
    static let popoverStyleDemos: [FlipbookScene] = [
        FlipbookScene("popover-styles", size: CGSize(width: 390, height: 520), duration: 3,
                      summary: "Issue 19: a popover bubble (compact adaptation), a popover adapted to a sheet, gauge, menu and primitive button styles") {
            Tap("Confirm", at: 0.2)
            Tap("Tip", at: 0.3)
            Tap("Got it", at: 1.2)
            Tap("Details", at: 1.9)
        } content: {
            PopoverStylesDemo()
        }.goldenTimes([0, 0.45, 1, 1.5, 2.1, 2.9]),
        FlipbookScene("list-polish", size: CGSize(width: 390, height: 620), duration: 1.5,
                      summary: "Issue 19: a hierarchical list with tinted label icons, a link, disabled slider, date, colour and text controls") {
            Tap("Documents", at: 0.3)
            Tap("Help Center", at: 0.5)
        } content: {
            ListPolishDemo()
        }.goldenTimes([0, 1.2]),
    ]
}
