import Flipbook

struct RadialLayout: Layout {
    var radius: CGFloat = 100
    var startAngle: Angle = .degrees(-90)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let largest = subviews.map { $0.sizeThatFits(.unspecified) }
            .reduce(CGSize.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
        return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = startAngle.radians + step * Double(index)
            let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct ReactionOption: Identifiable {
    let id = UUID()
    let emoji: String
    let name: String
}

struct RadialLayoutMenu: View {
    let options: [ReactionOption]
    @State private var isOpen: Bool
    @State private var chosen: ReactionOption?

    init(options: [ReactionOption], isOpen: Bool = true) {
        self.options = options
        _isOpen = State(initialValue: isOpen)
    }

    var body: some View {
        ZStack {
            RadialLayout(radius: isOpen ? 110 : 0) {
                ForEach(options) { option in
                    Button {
                        chosen = option
                    } label: {
                        Text(option.emoji)
                            .font(.system(size: 34))
                            .frame(width: 60, height: 60)
                            .background(.thinMaterial, in: Circle())
                            .overlay {
                                Circle().stroke(chosen?.id == option.id ? Color.blue : .clear, lineWidth: 3)
                            }
                    }
                    .opacity(isOpen ? 1 : 0)
                }
            }
            Button {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                    isOpen.toggle()
                }
            } label: {
                Image(systemName: isOpen ? "xmark" : "face.smiling")
                    .font(.title.bold())
                    .foregroundStyle(.white)
                    .frame(width: 72, height: 72)
                    .background(Color.blue, in: Circle())
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .overlay(alignment: .bottom) {
            Text(chosen.map { "You reacted \($0.name)" } ?? "Pick a reaction")
                .foregroundStyle(.secondary)
                .padding(.bottom, 40)
        }
    }
}

#Preview("Open") {
    RadialLayoutMenu(options: [
        ReactionOption(emoji: "👍", name: "thumbs up"),
        ReactionOption(emoji: "❤️", name: "love"),
        ReactionOption(emoji: "😂", name: "haha"),
        ReactionOption(emoji: "😮", name: "wow"),
        ReactionOption(emoji: "😢", name: "sad"),
        ReactionOption(emoji: "🎉", name: "party"),
    ])
}
