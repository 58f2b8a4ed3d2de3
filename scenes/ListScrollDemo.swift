import Flipbook

/// A plain list of contacts by letter that a script scrolls: the letter headers stay pinned at
/// the top while their names pass under them, and the next letter pushes the last one up.
struct ListScrollDemoView: View {
    static let sections: [(letter: String, names: [String])] = [
        ("A", ["Ada", "Alan", "Alonzo", "Anita", "Augusta"]),
        ("B", ["Barbara", "Bjarne", "Brian", "Butler"]),
        ("C", ["Charles", "Claude", "Corrado", "Cynthia"]),
        ("D", ["Dennis", "Donald", "Dorothy"]),
    ]

    var body: some View {
        List {
            ForEach(Self.sections, id: \.letter) { section in
                Section(section.letter) {
                    ForEach(section.names, id: \.self) { Text($0) }
                }
            }
        }
        .listStyle(.plain)
    }
}

extension FlipbookScene {
    static let listScroll = FlipbookScene(
        "list-scroll", size: CGSize(width: 390, height: 420), scale: 2, duration: 1.7,
        summary: "A plain list scrolled by the script: section headers pin at the top and push each other up"
    ) {
        Scroll(toY: 230, at: 0.2, animation: .easeInOut(duration: 0.6))
        Scroll(to: "Dennis", anchor: .top, at: 1.0, animation: .easeInOut(duration: 0.4))
    } content: {
        ListScrollDemoView()
    }
    .goldenTimes([0, 0.5, 0.8, 1.2, 1.6])
}
