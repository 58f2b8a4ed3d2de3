import Flipbook

// The demos of article 000 (Transaction), as written there. Where the article
// shows a SwiftUI bug, Flipbook does what the code says.

struct ImplicitAnimationDemo: View {
    @State private var isActive = false
    var body: some View {
        VStack {
            Text("Hello")
                .font(.largeTitle)
                .offset(x: isActive ? 200 : 0)
                .transactionMonitor("inner")
                .animation(.smooth, value: isActive)
                .transactionMonitor("outer")

            Text("World")
                .transactionMonitor("world")

            Toggle("Active", isOn: $isActive)
                .padding()
        }
        .transactionMonitor("VStack")
        .animation(.linear, value: isActive)
    }
}

/// One animation modifier below both changes: fill and scale both animate.
struct ImplicitAnimationBugDemo: View {
    @State private var isActive = false
    @State private var scale = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .frame(width: 200, height: 200)
                .scaleEffect(scale ? 1.5 : 1.0)
                .animation(.smooth, value: isActive)
            Button("Change") {
                isActive.toggle()
                scale.toggle()
            }
        }
    }
}

/// The modifier moved under the scale: only the fill animates.
struct ImplicitAnimationFixedDemo: View {
    @State private var isActive = false
    @State private var scale = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .animation(.smooth, value: isActive)
                .frame(width: 200, height: 200)
                .scaleEffect(scale ? 1.5 : 1.0)
            Button("Change") {
                isActive.toggle()
                scale.toggle()
            }
        }
    }
}

/// Each attribute with its own animation.
struct ImplicitAnimationTwoAnimationsDemo: View {
    @State private var isActive = false
    @State private var scale = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .animation(.smooth(duration: 0.2), value: isActive)
                .frame(width: 200, height: 200)
                .scaleEffect(scale ? 1.5 : 1.0)
                .animation(.bouncy(duration: 2), value: scale)
            Button("Change") {
                isActive.toggle()
                scale.toggle()
            }
        }
    }
}

/// `offset` under `.animation(.none, value: scale)`: SwiftUI animates it anyway
/// (the article's bug); Flipbook moves it at once, as the code says.
struct ImplicitAnimationOffsetDemo: View {
    @State private var isActive = false
    @State private var scale = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .animation(.smooth, value: isActive)
                .frame(width: 200, height: 200)
                .offset(x: scale ? 200 : 0)
                .animation(.none, value: scale)
            Button("Change") {
                isActive.toggle()
                scale.toggle()
            }
        }
    }
}

/// The iOS 17 scoped forms: the colour animates, the scale does not.
struct ImplicitAnimationNewVersionDemo: View {
    @State private var isActive = false
    @State private var scale = false
    var body: some View {
        VStack {
            Rectangle()
                .animation(.smooth) {
                    $0.foregroundStyle(isActive ? Color.red : Color.blue)
                }
                .frame(width: 200, height: 200)
                .transaction {
                    $0.animation = .none
                } body: {
                    $0.scaleEffect(scale ? 1.5 : 1)
                }
            Button("Change") {
                isActive.toggle()
                scale.toggle()
            }
        }
    }
}

struct ExplicitAnimationDemo: View {
    var body: some View {
        VStack {
            Text("Hello World")
                .transactionMonitor("Hello World")
            SubView()
                .transactionMonitor("SubView")
        }
        .transactionMonitor("VStack")
    }
}

struct SubView: View {
    @State private var isActive = false
    var body: some View {
        Rectangle()
            .fill(.cyan)
            .frame(width: 300, height: isActive ? 400 : 200)
            .transactionMonitor("Rectangle")

        Button("Active") {
            withAnimation(.smooth) {
                isActive.toggle()
            }
        }
    }
}

/// With a Spacer, "Hello World" does not move, so it receives no transaction.
struct ExplicitAnimationSpacerDemo: View {
    var body: some View {
        VStack {
            Text("Hello World")
                .transactionMonitor("Hello World")
            SpacerSubView()
                .transactionMonitor("SubView")
        }
        .transactionMonitor("VStack")
    }
}

struct SpacerSubView: View {
    @State private var isActive = false
    var body: some View {
        Rectangle()
            .fill(.cyan)
            .frame(width: 300, height: isActive ? 400 : 200)
            .transactionMonitor("Rectangle")
        Spacer()
        Button("Active") {
            withAnimation(.smooth) {
                isActive.toggle()
            }
        }
    }
}

/// An implicit `.bouncy` inside the branch replaces the explicit `.smooth`.
struct ExplicitWithImplicitDemo: View {
    @State private var isActive = false
    var body: some View {
        VStack {
            Text("Hello World")
            Rectangle()
                .fill(.cyan)
                .frame(width: 300, height: isActive ? 400 : 200)
                .animation(.bouncy, value: isActive)
            Button("Active") {
                withAnimation(.smooth) {
                    isActive.toggle()
                }
            }
        }
    }
}

/// `disablesAnimations` in an explicit transaction overrides the implicit animation.
struct CoverImplicitAnimationDemo: View {
    @State var isActive = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .frame(width: 300, height: 300)
                .animation(.smooth, value: isActive)
            Button("Cover ImplicitAnimation") {
                var transaction = Transaction(animation: .none)
                transaction.disablesAnimations = true
                withTransaction(transaction) {
                    isActive.toggle()
                }
            }
            Button("Animate") { isActive.toggle() }
        }
    }
}

extension FlipbookScene {
    private static func demo<V: View>(_ name: String, width: CGFloat = 500, height: CGFloat = 500, duration: Double = 1.5,
                                      _ summary: String, taps: [(String, Double)],
                                      @ViewBuilder _ content: @escaping @MainActor @Sendable () -> V) -> FlipbookScene {
        FlipbookScene(name, size: CGSize(width: width, height: height), duration: duration, summary: summary) {
            for (label, time) in taps { Tap(label, at: time) }
        } content: {
            content()
        }
    }

    static let transactionDemos: [FlipbookScene] = [
        demo("implicit-animation-demo", height: 300, "Article 000: nested .animation(_:value:) modifiers, traced",
             taps: [("Active", 0.25)]) { ImplicitAnimationDemo() },
        demo("implicit-animation-bug-demo", "Article 000: one animation modifier drives fill and scale",
             taps: [("Change", 0.25)]) { ImplicitAnimationBugDemo() },
        demo("implicit-animation-fixed-demo", "Article 000: the modifier moved, only the fill animates",
             taps: [("Change", 0.25)]) { ImplicitAnimationFixedDemo() },
        demo("implicit-animation-two-animations-demo", duration: 2.5, "Article 000: fill and scale with their own animations",
             taps: [("Change", 0.25)]) { ImplicitAnimationTwoAnimationsDemo() },
        // 700 wide: the square (200, centred) moves 200 right and ends 50 pt from the edge.
        demo("implicit-animation-offset-demo", width: 700, height: 400, "Article 000: offset under .animation(.none, value:) moves at once",
             taps: [("Change", 0.25)]) { ImplicitAnimationOffsetDemo() },
        demo("implicit-animation-new-version-demo", "Article 000: scoped animation(_:body:) and transaction(_:body:)",
             taps: [("Change", 0.25)]) { ImplicitAnimationNewVersionDemo() },
        demo("explicit-animation-demo", height: 560, "Article 000: withAnimation reaches every changed branch, traced",
             taps: [("Active", 0.25)]) { ExplicitAnimationDemo().transactionMonitor("App") },
        demo("explicit-animation-spacer-demo", height: 560, "Article 000: with a Spacer the text does not move",
             taps: [("Active", 0.25)]) { ExplicitAnimationSpacerDemo().transactionMonitor("App") },
        demo("explicit-with-implicit-demo", height: 560, "Article 000: .bouncy inside replaces withAnimation(.smooth)",
             taps: [("Active", 0.25)]) { ExplicitWithImplicitDemo() },
        demo("cover-implicit-animation-demo", duration: 2, "Article 000: disablesAnimations overrides .animation",
             taps: [("Cover ImplicitAnimation", 0.25), ("Animate", 1)]) { CoverImplicitAnimationDemo() },
    ]
}

// Article 000's iOS 13 version of `.animation(_:value:)`, written with `.transaction`.
extension View {
    func myAnimation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        modifier(MyAnimationWithValueModifier(animation: animation, value: value))
    }
}

struct MyAnimationWithValueModifier<V>: ViewModifier where V: Equatable {
    @State private var holder: Holder
    private let value: V
    private let animation: Animation?
    init(animation: Animation?, value: V) {
        self.animation = animation
        self.value = value
        _holder = State(wrappedValue: Holder(value: value))
    }

    func body(content: Content) -> some View {
        content
            .transaction { transaction in
                guard value != holder.value else { return }
                holder.value = value
                guard !transaction.disablesAnimations else { return }
                transaction.animation = animation
            }
            .onAppear {} // Fixed the issue where the animation was not playing correctly on its first execution.
    }

    class Holder {
        var value: V
        init(value: V) {
            self.value = value
        }
    }
}

struct MyAnimationDemo: View {
    @State private var isActive = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .frame(width: 200, height: 200)
                .myAnimation(.smooth, value: isActive)
            Button("Change") { isActive.toggle() }
        }
    }
}

/// The source of truth moved up: an implicit animation on the VStack moves "Hello World" too.
struct ExplicitAnimationBindingDemo: View {
    @State private var isActive = false // source of truth
    var body: some View {
        VStack {
            Text("Hello World")
                .transactionMonitor("Hello World")
            BindingSubView(isActive: $isActive)
                .transactionMonitor("SubView")
        }
        .animation(.bouncy, value: isActive) // implicit aniamtion for VStack
    }
}

struct BindingSubView: View {
    @Binding var isActive: Bool
    var body: some View {
        Rectangle()
            .fill(.cyan)
            .frame(width: 300, height: isActive ? 400 : 200)
            .animation(.bouncy, value: isActive)
        Button("Active") {
            isActive.toggle()
        }
    }
}

/// Without the Binding, only the rectangle's own `.animation` applies: "Hello World" jumps.
struct ImplicitOnlySubViewDemo: View {
    var body: some View {
        VStack {
            Text("Hello World")
            ImplicitOnlySubView()
        }
    }
}

struct ImplicitOnlySubView: View {
    @State private var isActive = false
    var body: some View {
        Rectangle()
            .fill(.cyan)
            .frame(width: 300, height: isActive ? 400 : 200)
            .animation(.bouncy, value: isActive)
        Button("Active") {
            isActive.toggle()
        }
    }
}

extension FlipbookScene {
    static let moreTransactionDemos: [FlipbookScene] = [
        FlipbookScene("my-animation-demo", size: CGSize(width: 500, height: 400), duration: 1.5,
                      summary: "Article 000: .animation(_:value:) rebuilt with .transaction and @State") {
            Tap("Change", at: 0.25)
        } content: {
            MyAnimationDemo()
        },
        FlipbookScene("implicit-only-subview-demo", size: CGSize(width: 500, height: 560), duration: 1.5,
                      summary: "Article 000: implicit animation inside the subview only; the text jumps") {
            Tap("Active", at: 0.25)
        } content: {
            ImplicitOnlySubViewDemo()
        },
        FlipbookScene("explicit-animation-binding-demo", size: CGSize(width: 500, height: 560), duration: 1.5,
                      summary: "Article 000: state moved up, .animation on the VStack moves the text too") {
            Tap("Active", at: 0.25)
        } content: {
            ExplicitAnimationBindingDemo()
        },
    ]
}
