/// A stack of screens: the root, and one screen per value of `path`, shown by the
/// `navigationDestination(for:)` its content declares for that value's type. Appending to the
/// path pushes a screen in from the trailing edge (the screen below slides a third of the way
/// out); removing pops it. Both animate as iOS does unless the transaction disables animations.
/// Pushed screens have a "Back" button (tap it with `Tap("Back", at:)`) and a `dismiss` action.
public struct NavigationStack<Data, Root: View>: View
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    let path: Binding<Data>
    let root: Root
    @State private var destinations = NavigationDestinations()

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = path
        self.root = root()
    }

    public var body: some View {
        let values = Array(path.wrappedValue)
        ZStack {
            ForEach(0...values.count, id: \.self) { level in
                NavigationScreen(level: level, isCovered: level < values.count, pop: { pop(to: level - 1) }) {
                    if level == 0 {
                        root
                    } else {
                        NavigationDestinationView(value: values[level - 1], destinations: destinations)
                    }
                }
                .zIndex(Double(level))
                .transition(.move(edge: .trailing))
            }
        }
        .environment(\.navigationDestinations, destinations)
        .transaction(value: values.count) { SystemPresentation.apply(to: &$0) }
    }

    /// Leaves the first `level` values of the path.
    private func pop(to level: Int) {
        var data = path.wrappedValue
        data.removeLast(max(0, data.count - max(level, 0)))
        path.wrappedValue = data
    }
}

extension NavigationStack where Data == [Never] {
    /// A stack showing only its root.
    public init(@ViewBuilder root: () -> Root) {
        self.init(path: .constant([]), root: root)
    }
}

/// One screen of a stack: the content below a 44 pt navigation bar, on the system background.
struct NavigationScreen<Content: View>: View {
    let level: Int
    let isCovered: Bool
    let pop: @MainActor @Sendable () -> Void
    @ViewBuilder let content: Content

    var body: some View {
        ZStack(alignment: .top) {
            Color.white
            content
                .environment(\.navigationBarInset, NavigationBar.height)
                .padding(.top, NavigationBar.height)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            NavigationBar(showsBack: level > 0, back: pop)
        }
        .environment(\.dismiss, DismissAction(action: { if level > 0 { pop() } }))
        .modifier(NavigationCoverEffect(amount: isCovered ? 1 : 0))
    }
}

/// The bar at the top of a screen: a "Back" button on pushed screens.
struct NavigationBar: View {
    static let height: CGFloat = 44
    let showsBack: Bool
    let back: @MainActor @Sendable () -> Void

    var body: some View {
        HStack(spacing: 0) {
            if showsBack {
                Button(action: back) {
                    HStack(spacing: 6) {
                        BackChevron()
                            .stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                            .frame(width: 10, height: 18)
                        Text("Back")
                    }
                }
                .transaction { $0.animation = nil }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 10)
        .frame(height: Self.height)
    }
}

/// The "<" of a back button.
struct BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        return path
    }
}

/// A covered screen slides a third of its width toward the leading edge.
struct NavigationCoverEffect: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -amount * size.width / 3, y: 0))
    }
}

/// A pushed screen's content: the registered destination for its value.
struct NavigationDestinationView<Value: Hashable>: View, PrimitiveView {
    let value: Value
    let destinations: NavigationDestinations
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        guard let view = destinations.view(for: value) else {
            context.graph.warn("NavigationStack: no navigationDestination(for: \(Value.self)) to show \(value); add one inside the stack")
            return []
        }
        return context.resolveChild(view, component: .content)
    }
}

private enum NavigationBarInsetKey: EnvironmentKey {
    static var defaultValue: CGFloat { 0 }
}

extension EnvironmentValues {
    /// How far above a screen's content its navigation bar reaches: a `List` paints its
    /// background up under the bar, as on iOS.
    var navigationBarInset: CGFloat {
        get { self[NavigationBarInsetKey.self] }
        set { self[NavigationBarInsetKey.self] = newValue }
    }
}
