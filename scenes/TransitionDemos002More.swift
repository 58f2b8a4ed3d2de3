import Flipbook

// More of article 002's examples: dismissal, the broken tab bar beside its fix, the built-in
// transitions one by one, and an asymmetric scale/offset.

/// A pushed page whose rectangle has `.transition(.scale)`: it arrives with the page and leaves
/// with it when dismissed, so the transition never plays; the stack slides the page instead.
struct DismissalDemo: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { DismissalSubView() }
        }
    }
}

struct DismissalSubView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .fill(.red)
                .frame(width: 100, height: 100)
                .transition(.scale)
            Button("Close") { dismiss() }
        }
    }
}

/// The article's broken tab bar (the `.animation` inside the `if` comes and goes with the bar, so
/// nothing animates) beside its fix (the condition as a property, animated from outside).
struct BrokenAndFixedTabBarDemo: View {
    @State private var showTabBar = false

    var body: some View {
        VStack(spacing: 8) {
            Button("Toggle tab bar") { showTabBar.toggle() }
            HStack(spacing: 12) {
                column("Broken") {
                    if showTabBar {
                        DemoTabBar()
                            .transition(.move(edge: .bottom))
                            .animation(.easeInOut(duration: 0.6), value: showTabBar)
                    }
                }
                column("Fixed") {
                    tabBarView
                        .animation(.easeInOut(duration: 0.6), value: showTabBar)
                }
            }
        }
        .padding(12)
    }

    @ViewBuilder
    private var tabBarView: some View {
        if showTabBar {
            DemoTabBar()
                .transition(.move(edge: .bottom))
        }
    }

    private func column<Content: View>(_ title: String, @ViewBuilder content: () -> Content) -> some View {
        VStack {
            Text(title).font(.caption)
            Spacer()
            content()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .border(Color.gray, width: 1)
        .clipped()
    }
}

struct DemoTabBar: View {
    var body: some View {
        HStack {
            ForEach(["Home", "Search", "Me"], id: \.self) { name in
                Text(name).font(.caption).frame(maxWidth: .infinity)
            }
        }
        .frame(height: 44)
        .background(Color(white: 0.9))
    }
}

/// The built-in transitions the article lists, each alone: scale from the bottom, an offset from
/// 600 points to the left, and slide.
struct BuiltInTransitionsDemo: View {
    @State private var showItems = false

    var body: some View {
        VStack(spacing: 16) {
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 1)) { showItems.toggle() }
            }
            row(".scale(anchor: .bottom)", .scale(scale: 0, anchor: .bottom), color: .orange)
            row(".offset(x: -600)", .offset(x: -600, y: 0), color: .blue)
            row(".slide", .slide, color: .green)
        }
    }

    private func row(_ title: String, _ transition: AnyTransition, color: Color) -> some View {
        HStack {
            Text(title).font(.caption.monospaced()).frame(width: 190, alignment: .leading)
            ZStack {
                if showItems {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(color)
                        .frame(width: 60, height: 40)
                        .transition(transition)
                }
            }
            .frame(width: 120, height: 44)
        }
    }
}

/// The article's asymmetric transition: scaling up from the bottom in, and off 600 points to the left out.
struct AsymmetricScaleOffsetDemo: View {
    @State private var showItem = false

    var body: some View {
        VStack(spacing: 20) {
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 1)) { showItem.toggle() }
            }
            ZStack {
                if showItem {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.purple)
                        .frame(width: 120, height: 80)
                        .transition(
                            .asymmetric(
                                insertion: .scale(scale: 0, anchor: .bottom),
                                removal: .offset(x: -600, y: 0)
                            )
                        )
                }
            }
            .frame(width: 200, height: 100)
        }
    }
}

extension FlipbookScene {
    static let moreTransitionDemos002: [FlipbookScene] = [
        FlipbookScene("dismissal-skips-transition", size: CGSize(width: 390, height: 420), duration: 2.6,
                      summary: "Article 002: a pushed page's .scale transition plays neither on push nor on dismiss") {
            Tap("Open", at: 0.2)
            Tap("Close", at: 1.4)
        } content: {
            DismissalDemo()
        }.goldenTimes([0, 0.45, 1.2, 1.65, 2.583]),
        FlipbookScene("broken-and-fixed-tab-bar", size: CGSize(width: 400, height: 300), duration: 2,
                      summary: "Article 002: the .animation inside the if does nothing; on the property it slides the bar") {
            Tap("Toggle tab bar", at: 0.2)
            Tap("Toggle tab bar", at: 1.2)
        } content: {
            BrokenAndFixedTabBarDemo()
        }.goldenTimes([0, 0.25, 0.5, 1.25, 1.5, 1.983]),
        FlipbookScene("built-in-transitions", size: CGSize(width: 400, height: 300), duration: 3,
                      summary: "Article 002: .scale(anchor: .bottom), .offset and .slide, each alone") {
            Tap("Toggle", at: 0.2)
            Tap("Toggle", at: 1.6)
        } content: {
            BuiltInTransitionsDemo()
        }.goldenTimes([0, 0.5, 0.8, 1.3, 1.9, 2.2, 2.983]),
        FlipbookScene("asymmetric-scale-offset", size: CGSize(width: 400, height: 300), duration: 3,
                      summary: "Article 002: asymmetric: scale from the bottom in, offset 600 to the left out") {
            Tap("Toggle", at: 0.2)
            Tap("Toggle", at: 1.6)
        } content: {
            AsymmetricScaleOffsetDemo()
        }.goldenTimes([0, 0.5, 0.8, 1.3, 1.9, 2.2, 2.983]),
    ]
}
