import SwiftUI

struct Tip: Identifiable {
    let id = UUID()
    let title: String
    let message: String
}

struct PopoverTip: View {
    @State private var showsHelp = false
    @State private var selectedTip: Tip?

    private let tips = [
        Tip(title: "Swipe", message: "Swipe left on a row to archive it."),
        Tip(title: "Pin", message: "Long-press a message to pin it to the top."),
    ]

    var body: some View {
        VStack(spacing: 24) {
            Button {
                showsHelp = true
            } label: {
                Image(systemName: "questionmark.circle")
                    .font(.title2)
            }
            .popover(isPresented: $showsHelp, arrowEdge: .top) {
                Text("Tap a tip to learn more.")
                    .padding()
                    .presentationCompactAdaptation(.popover)
            }

            ForEach(tips) { tip in
                Button(tip.title) { selectedTip = tip }
            }
            .popover(item: $selectedTip) { tip in
                VStack(alignment: .leading, spacing: 8) {
                    Text(tip.title).font(.headline)
                    Text(tip.message)
                }
                .padding()
                .presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
            }
        }
    }
}

#Preview {
    PopoverTip()
}
