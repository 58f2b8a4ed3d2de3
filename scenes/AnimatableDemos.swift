import Flipbook

// The demos of article 001 (Animatable), as written there.

/// State-driven: the offset animates with `.smooth`.
struct OffsetView: View {
    @State var x: CGFloat = 0
    var body: some View {
        Button("Move") {
            x = x == 0 ? 200 : 0
        }
        Rectangle()
            .foregroundStyle(.red)
            .frame(width: 100, height: 100)
            .offset(x: x)
            .animation(.smooth, value: x)
    }
}

/// The same motion through `Animatable`: the body is re-evaluated every frame with the interpolated x.
struct AnimatableOffsetView: View {
    @State var x: CGFloat = 0
    var body: some View {
        Button("Move") {
            x = x == 0 ? 200 : 0
        }
        MoveView(x: x)
            .animation(.smooth, value: x)
    }
}

struct MoveView: View, Animatable {
    var x: CGFloat
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    var body: some View {
        Rectangle()
            .foregroundStyle(.red)
            .frame(width: 100, height: 100)
            .offset(x: x)
    }
}

/// The scoped animation with `projectionOffset`, a `GeometryEffect`: opacity and offset both animate.
struct AnimationBugDemo: View {
    @State private var animate = false
    var body: some View {
        VStack {
            Text("Hello, world!")
                .animation(.default) {
                    $0
                        .opacity(animate ? 1 : 0.2)
                        .projectionOffset(y: animate ? 0 : 100)
                }
            Button("Change") {
                animate.toggle()
            }
        }
    }
}

/// Article 001's demo as first written, with a plain `.offset` inside the scoped animation. The
/// article shows SwiftUI dropping the offset's animation; Flipbook does what the code says and
/// animates both, as the GeometryEffect version does.
struct ScopedOffsetDemo: View {
    @State private var animate = false
    var body: some View {
        VStack {
            Text("Hello, world!")
                .animation(.default) {
                    $0
                        .opacity(animate ? 1 : 0.2)
                        .offset(y: animate ? 0 : 100)
                }
            Button("Change") {
                animate.toggle()
            }
        }
    }
}

extension View {
    func projectionOffset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self.projectionOffset(.init(x: x, y: y))
    }
    func projectionOffset(_ translation: CGPoint) -> some View {
        modifier(ProjectionOffsetEffect(translation: translation))
    }
}

private struct ProjectionOffsetEffect: GeometryEffect {
    var translation: CGPoint
    var animatableData: CGPoint.AnimatableData {
        get { translation.animatableData }
        set { translation = .init(x: newValue.first, y: newValue.second) }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        .init(CGAffineTransform(translationX: translation.x, y: translation.y))
    }
}

/// A toolbar whose container size animates through `AnimatableContainerSizeModifier`:
/// it grows from its centre, both ways.
struct AnimatableContainerSizeModifier: Animatable, ViewModifier {
    var targetSize: CGSize
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(targetSize.width, targetSize.height) }
        set { targetSize = CGSize(width: newValue.first, height: newValue.second) }
    }
    func body(content: Content) -> some View {
        content.frame(width: targetSize.width, height: targetSize.height)
    }
}

struct FloatingToolbar: View {
    let isExpanded: Bool
    var body: some View {
        HStack(spacing: 16) {
            Circle().fill(.orange).frame(width: 28, height: 28)
            if isExpanded {
                Circle().fill(.blue).frame(width: 28, height: 28)
                Circle().fill(.green).frame(width: 28, height: 28)
                Circle().fill(.purple).frame(width: 28, height: 28)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Capsule().fill(Color(white: 0.92)))
    }
}

struct ToolbarDemo: View {
    @State private var isExpanded = false
    var body: some View {
        VStack(spacing: 40) {
            FloatingToolbar(isExpanded: isExpanded)
                .modifier(AnimatableContainerSizeModifier(targetSize: CGSize(width: isExpanded ? 300 : 100, height: 100)))
            Button("Toggle") {
                withAnimation(.smooth) { isExpanded.toggle() }
            }
        }
    }
}

extension FlipbookScene {
    private static func animatableDemo<V: View>(_ name: String, _ summary: String, tap: String,
                                                @ViewBuilder _ content: @escaping @MainActor @Sendable () -> V) -> FlipbookScene {
        FlipbookScene(name, size: CGSize(width: 500, height: 300), duration: 2, summary: summary) {
            Tap(tap, at: 0.25)
            Tap(tap, at: 1.25)
        } content: {
            content()
        }
    }

    static let animatableDemos: [FlipbookScene] = [
        animatableDemo("offset-view", "Article 001: a state-driven .smooth offset, there and back", tap: "Move") { OffsetView() },
        animatableDemo("move-view", "Article 001: the same motion through Animatable (body per frame)", tap: "Move") {
            AnimatableOffsetView()
        },
        animatableDemo("animation-bug-demo", "Article 001: scoped .animation with a GeometryEffect offset", tap: "Change") {
            AnimationBugDemo()
        },
        animatableDemo("scoped-offset-demo", "Article 001: a plain .offset in the scoped .animation animates too (the intent)",
                       tap: "Change") { ScopedOffsetDemo() }.goldenTimes([0, 0.4, 1.2, 1.4, 1.983]),
        animatableDemo("animatable-container-size", "Article 001: AnimatableContainerSizeModifier grows a toolbar",
                       tap: "Toggle") { ToolbarDemo() },
    ]
}
