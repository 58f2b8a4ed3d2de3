import Flipbook

// The demos of article 002 (transitions), as written there. `Image(systemName:)`
// (SF Symbols, not on Linux) is replaced by a circle.

/// A view that appears with its container: "visible", not "structural", so `.transition` does not play.
struct VisibilityAppearanceDemo: View {
    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .frame(width: 24, height: 24)
                .foregroundColor(.accentColor)
                .transition(.scale)
        }
    }
}

/// The workaround with a property animation started in `onAppear`.
struct PropertyAnimationDemo: View {
    @State var showItem: Bool = false
    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .fill(showItem ? .red : .orange)
                .frame(width: 100, height: 100, alignment: .center)
                .transition(.scale)
        }
        .padding(40)
        .background(.cyan)
        .onAppear { showItem = true }
        .animation(.easeIn(duration: 2.0), value: showItem)
    }
}

/// A structural insertion (`if`) started in `onAppear`: the `.scale` transition plays.
struct StructuralInsertionDemo: View {
    @State var showItem: Bool = false
    var body: some View {
        VStack(spacing: 20) {
            if showItem {
                Rectangle()
                    .fill(showItem ? .red : .orange)
                    .frame(width: 100, height: 100, alignment: .center)
                    .transition(.scale)
            }
        }
        .padding(40)
        .background(.cyan)
        .animation(.easeIn(duration: 2.0), value: showItem)
        .onAppear { showItem = true }
    }
}

/// The same with `withAnimation` in `onAppear`, the standard form.
struct StructuralWithAnimationDemo: View {
    @State var showItem: Bool = false
    var body: some View {
        VStack(spacing: 20) {
            if showItem {
                Rectangle()
                    .fill(showItem ? .red : .orange)
                    .frame(width: 100, height: 100, alignment: .center)
                    .transition(.scale)
            }
        }
        .padding(40)
        .background(.cyan)
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                showItem = true
            }
        }
    }
}

/// A property animation and a transition side by side.
struct PropertyVersusTransitionDemo: View {
    @State var showItem: Bool = false
    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .fill(.blue)
                .frame(width: 100, height: 100, alignment: .center)
                .scaleEffect(showItem ? 1 : 0)
            if showItem {
                Rectangle()
                    .fill(showItem ? .red : .orange)
                    .frame(width: 100, height: 100, alignment: .center)
                    .transition(.scale)
            }
        }
        .padding(40)
        .background(.cyan)
        .animation(.easeIn(duration: 2.0), value: showItem)
        .onAppear { showItem = true }
    }
}

/// Slides in from the leading edge, fades and shrinks out.
struct AsymmetricTransitionDemo: View {
    @State private var showItem = false
    let slideInFadeOut = AnyTransition.asymmetric(
        insertion: .move(edge: .leading),
        removal: .opacity.combined(with: .scale(scale: 0.1))
    )
    var body: some View {
        VStack {
            ZStack {
                if showItem {
                    Rectangle()
                        .fill(.green)
                        .frame(width: 100, height: 100)
                        .transition(slideInFadeOut)
                }
            }
            .frame(width: 300, height: 120)
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 1.0)) {
                    showItem.toggle()
                }
            }
        }
    }
}

/// Move, scale and opacity combined.
struct CombinedTransitionDemo: View {
    @State private var showItem = false
    var body: some View {
        VStack {
            ZStack {
                if showItem {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(.purple)
                        .frame(width: 100, height: 100)
                        .transition(
                            AnyTransition.offset(x: -600, y: 0)
                                .combined(with: .scale)
                                .combined(with: .opacity)
                        )
                }
            }
            .frame(width: 300, height: 120)
            Button("Toggle") { withAnimation(.easeInOut(duration: 1.0)) { showItem.toggle() } }
        }
    }
}

/// The `tabBarView` fix: the condition inside a property, the animation on the property.
struct TabBarDemo: View {
    @State private var showTabBar = false

    @ViewBuilder
    private var tabBarView: some View {
        if showTabBar {
            HStack {
                ForEach(["house.fill", "magnifyingglass", "person"], id: \.self) { name in
                    Text(name).font(.caption).frame(maxWidth: .infinity)
                }
            }
            .frame(height: 50)
            .background(Color(white: 0.92))
            .transition(.move(edge: .bottom))
        }
    }

    var body: some View {
        VStack {
            Button("Toggle tab bar") { showTabBar.toggle() }
            Spacer()
            tabBarView
                .animation(.easeInOut(duration: 0.5), value: showTabBar)
        }
    }
}

extension FlipbookScene {
    private static func transitionDemo<V: View>(_ name: String, height: CGFloat = 300, duration: Double, _ summary: String,
                                                taps: [(String, Double)] = [],
                                                @ViewBuilder _ content: @escaping @MainActor @Sendable () -> V) -> FlipbookScene {
        FlipbookScene(name, size: CGSize(width: 400, height: height), duration: duration, summary: summary) {
            for (label, time) in taps { Tap(label, at: time) }
        } content: {
            content()
        }
    }

    static let transitionDemos002: [FlipbookScene] = [
        transitionDemo("visibility-appearance", duration: 0.5, "Article 002: appearing with the container is not an insertion") {
            VisibilityAppearanceDemo()
        },
        transitionDemo("property-animation-on-appear", duration: 2.5, "Article 002: a property animation started in onAppear") {
            PropertyAnimationDemo()
        },
        transitionDemo("structural-insertion", duration: 2.5, "Article 002: an if inserted in onAppear plays its .scale transition") {
            StructuralInsertionDemo()
        },
        transitionDemo("structural-insertion-with-animation", duration: 1.5, "Article 002: the same with withAnimation(.spring)") {
            StructuralWithAnimationDemo()
        },
        transitionDemo("property-versus-transition", height: 360, duration: 2.5, "Article 002: scaleEffect and a .scale transition side by side") {
            PropertyVersusTransitionDemo()
        },
        transitionDemo("asymmetric-transition", duration: 3, "Article 002: slide in from the leading edge, fade and shrink out",
                       taps: [("Toggle", 0.25), ("Toggle", 1.75)]) { AsymmetricTransitionDemo() },
        transitionDemo("combined-transition", duration: 3, "Article 002: offset, scale and opacity combined",
                       taps: [("Toggle", 0.25), ("Toggle", 1.75)]) { CombinedTransitionDemo() },
        transitionDemo("tab-bar-transition", duration: 2, "Article 002: the tabBarView property with its animation",
                       taps: [("Toggle tab bar", 0.25), ("Toggle tab bar", 1.25)]) { TabBarDemo() },
    ]
}
