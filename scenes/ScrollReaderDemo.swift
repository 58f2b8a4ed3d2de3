import Flipbook

/// `ScrollViewReader`: buttons in a bar at the bottom (`safeAreaInset`) scroll a message list to
/// its last message and back to the first, animated by the `withAnimation` around `scrollTo`.
struct ScrollReaderDemoView: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(1...24, id: \.self) { index in
                        Text("Message \(index)")
                            .padding(.horizontal, 14)
                            .padding(.vertical, 8)
                            .background(index.isMultiple(of: 2) ? Color.blue : Color(.systemGray5),
                                        in: RoundedRectangle(cornerRadius: 18, style: .continuous))
                            .foregroundStyle(index.isMultiple(of: 2) ? Color.white : Color.primary)
                            .frame(maxWidth: .infinity, alignment: index.isMultiple(of: 2) ? .trailing : .leading)
                            .id(index)
                    }
                }
                .padding()
            }
            .safeAreaInset(edge: .bottom) {
                HStack {
                    Button("First") { withAnimation(.easeInOut(duration: 0.8)) { proxy.scrollTo(1, anchor: .top) } }
                    Spacer()
                    Button("Last") { withAnimation(.easeInOut(duration: 0.8)) { proxy.scrollTo(24, anchor: .bottom) } }
                }
                .padding()
                .background(.bar)
            }
        }
    }
}

extension FlipbookScene {
    static let scrollReaderDemo = FlipbookScene(
        "scroll-reader", size: CGSize(width: 360, height: 480), scale: 2, duration: 2.5,
        summary: "ScrollViewReader.scrollTo(_:anchor:) inside withAnimation: to the last message, then back to the first"
    ) {
        Tap("Last", at: 0.2)
        Tap("First", at: 1.4)
    } content: {
        ScrollReaderDemoView()
    }
    .goldenTimes([0, 0.6, 1.1, 1.8, 2.45])
}
