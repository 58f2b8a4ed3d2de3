import Flipbook

// The demos of article 004 (geometryGroup), as written there.

struct TopLeadingTest1: View {
    let show: Bool
    var body: some View {
        Color.red
            .overlay(alignment: .topLeading) {
                if show {
                    Circle()
                        .fill(.yellow)
                        .frame(width: 20, height: 20)
                }
            }
    }
}

struct TopLeadingTest2: View {
    let show: Bool
    var body: some View {
        Color.red
            .overlay(alignment: .topLeading) {
                Circle()
                    .fill(.yellow)
                    .frame(width: 20, height: 20)
                    .opacity(show ? 1 : 0)  // change visibilty by opacity
            }
    }
}

struct DynamicGridTest1: View {
    var body: some View {
        GeometryReader { proxy in
            let count = Int(proxy.size.width / 50)
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                ForEach(0 ..< count, id: \.self) { _ in
                    GridRow {
                        ForEach(0 ..< count, id: \.self) { _ in
                            Rectangle()
                                .fill(.blue)
                                .border(.yellow, width: 2)
                                .frame(width: 50, height: 50)
                        }
                    }
                }
            }
        }
        .clipped()
    }
}

struct DynamicGridTest2: View {
    private let max = 20
    var body: some View {
        Color.clear
            .overlay(alignment: .topLeading) {
                GeometryReader { proxy in
                    let count = Int(proxy.size.width / 50)
                    Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                        ForEach(0 ..< max, id: \.self) { r in
                            GridRow {
                                ForEach(0 ..< max, id: \.self) { c in
                                    Rectangle()
                                        .fill(.blue)
                                        .border(.yellow, width: 2)
                                        .frame(width: 50, height: 50)
                                        .opacity((r >= count || c >= count) ? 0 : 1)
                                }
                            }
                        }
                    }
                }
            }
            .clipped()
    }
}

/// Article 004's grid ContentView: the grid's frame grows inside a green 300 × 300 square.
struct DynamicGridContentView: View {
    enum Mode { case plain, geometryGroup, transformEffect, opacity }
    let mode: Mode
    @State var toggle = false
    var size: CGSize {
        toggle ? .init(width: 300, height: 300) : .init(width: 200, height: 200)
    }
    var body: some View {
        VStack {
            Button("Toggle") {
                toggle.toggle()
            }
            ZStack(alignment: .bottomTrailing) {
                Color.green.frame(width: 300, height: 300)
                grid
                    .frame(width: size.width, height: size.height)
                    .animation(.smooth(duration: 1), value: toggle)
            }
        }
    }

    @ViewBuilder private var grid: some View {
        switch mode {
        case .plain: DynamicGridTest1()
        case .geometryGroup: DynamicGridTest1().geometryGroup()
        case .transformEffect: DynamicGridTest1().transformEffect(.identity)
        case .opacity: DynamicGridTest2()
        }
    }
}

struct TextTest1: View {
    let toggle: Bool
    var body: some View {
        Text(toggle ? "Hello" : "World")
    }
}

/// The article's ContentView, with the variant under test chosen by `mode`.
struct GeometryGroupContentView: View {
    enum Mode { case plain, geometryGroup, transformEffect, opacity, text, textGroup }
    let mode: Mode
    @State var toggle = false
    var size: CGSize {
        toggle ? .init(width: 300, height: 300) : .init(width: 200, height: 200)
    }
    var body: some View {
        VStack {
            Button("Toggle") {
                toggle.toggle()
            }
            content
                .frame(width: size.width, height: size.height)
                .animation(.smooth(duration: 1), value: toggle)
        }
    }

    @ViewBuilder private var content: some View {
        switch mode {
        case .plain: TopLeadingTest1(show: toggle)
        case .geometryGroup: TopLeadingTest1(show: toggle).geometryGroup()
        case .transformEffect: TopLeadingTest1(show: toggle).transformEffect(.identity)
        case .opacity: TopLeadingTest2(show: toggle)
        case .text: TextTest1(toggle: toggle)
        case .textGroup: TextTest1(toggle: toggle).geometryGroup()
        }
    }
}

extension FlipbookScene {
    private static func geometryDemo(_ name: String, _ mode: GeometryGroupContentView.Mode, duration: Double = 2.5,
                                     _ summary: String) -> FlipbookScene {
        FlipbookScene(name, size: CGSize(width: 400, height: 400), duration: duration, summary: summary) {
            Tap("Toggle", at: 0.25)
            Tap("Toggle", at: 1.5)
        } content: {
            GeometryGroupContentView(mode: mode)
        }
    }

    private static func gridDemo(_ name: String, _ mode: DynamicGridContentView.Mode, _ summary: String) -> FlipbookScene {
        FlipbookScene(name, size: CGSize(width: 400, height: 400), duration: 2.5, summary: summary) {
            Tap("Toggle", at: 0.25)
            Tap("Toggle", at: 1.5)
        } content: {
            DynamicGridContentView(mode: mode)
        }
    }

    static let geometryGroupDemos: [FlipbookScene] = [
        geometryDemo("top-leading-test-1", .plain, "Article 004: the inserted circle starts at the grown frame's corner"),
        geometryDemo("top-leading-test-1-geometry-group", .geometryGroup, "Article 004: with geometryGroup the circle rides the corner"),
        geometryDemo("top-leading-test-1-transform-effect", .transformEffect, "Article 004: transformEffect(.identity) as the older fix"),
        geometryDemo("top-leading-test-2", .opacity, "Article 004: the circle always exists and fades in with opacity"),
        geometryDemo("text-test-1", .text, "Article 004: Text content changes while its frame animates"),
        gridDemo("dynamic-grid-test-1", .plain, "Article 004: new grid cells appear at the grown size"),
        gridDemo("dynamic-grid-test-1-geometry-group", .geometryGroup, "Article 004: with geometryGroup the grid grows cell by cell"),
        gridDemo("dynamic-grid-test-1-transform-effect", .transformEffect,
                 "Article 004: transformEffect(.identity), the older fix, grows the grid cell by cell too"),
        gridDemo("dynamic-grid-test-2", .opacity, "Article 004: every cell exists; opacity reveals them"),
        // Long enough for the second toggle's 1 s spring to settle: the group ends at the text's
        // own size, and the text on one line.
        geometryDemo("text-test-1-geometry-group", .textGroup, duration: 3.5, "Article 004: the same inside a geometryGroup"),
    ]
}
