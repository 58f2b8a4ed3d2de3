/// A stack of screens: the root, and one screen per value of the path, shown by the
/// `navigationDestination(for:)` its content declares for that value's type (or by the
/// destination of the `NavigationLink` that pushed it). Appending to the path pushes a screen in
/// from the trailing edge (the screen below slides a third of the way out and dims); removing pops it.
/// Both animate as iOS does unless the transaction disables animations. Pushed screens have a
/// "Back" button (tap it with `Tap("Back", at:)`) and a `dismiss` action; `navigationTitle`
/// shows in the bar, large by default.
public struct NavigationStack<Data, Root: View>: View {
    /// The bound path, or nil for a stack that keeps its own (`init(root:)`).
    let access: NavigationPathAccess?
    let root: Root
    @State private var destinations = NavigationDestinations()
    @State private var ownPath: [AnyHashable] = []

    init(access: NavigationPathAccess?, root: Root) {
        self.access = access
        self.root = root
    }

    public var body: some View {
        let values = self.values
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
        .environment(\.navigationPush, NavigationPushAction(push: push))
        .transaction(value: values.count) { SystemPresentation.apply(to: &$0) }
    }

    private var values: [AnyHashable] { access?.values() ?? ownPath }

    private func setValues(_ values: [AnyHashable]) {
        if let access { access.setValues(values) } else { ownPath = values }
    }

    private func push(_ value: AnyHashable) {
        guard access?.accepts(value) ?? true else {
            ActionScope.current.get()?.graph?.warn("NavigationLink: a \(type(of: value.base)) cannot go on this stack's path; push values of its element type")
            return
        }
        setValues(values + [value])
    }

    /// Leaves the first `level` values of the path.
    private func pop(to level: Int) {
        setValues(Array(values.prefix(max(level, 0))))
    }
}

extension NavigationStack {
    /// A stack whose path of values of one type is `path`.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable,
              Data.Element: SendableMetatype {
        let access = NavigationPathAccess(
            values: { path.wrappedValue.map(AnyHashable.init) },
            setValues: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element })
        self.init(access: access, root: root())
    }

    /// A stack whose path of values of any types is `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        let access = NavigationPathAccess(
            values: { path.wrappedValue.elements },
            setValues: { path.wrappedValue.elements = $0 },
            accepts: { _ in true })
        self.init(access: access, root: root())
    }

    /// A stack that keeps its own path, pushed by `NavigationLink`s.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.init(access: nil, root: root())
    }
}

/// One screen of a stack: the content below the navigation bar (and a large title), on the
/// system background.
struct NavigationScreen<Content: View>: View {
    let level: Int
    let isCovered: Bool
    let pop: @MainActor @Sendable () -> Void
    @ViewBuilder let content: Content

    /// How dark a covered screen gets under the one pushed over it, as UIKit dims it.
    static var coveredDimming: Double { 0.1 }

    var body: some View {
        NavigationScreenLayout(level: level, pop: pop, content: content)
            .overlay { Color.black.opacity(isCovered ? Self.coveredDimming : 0) }
            .environment(\.dismiss, DismissAction(action: { if level > 0 { pop() } }))
            .modifier(NavigationCoverEffect(amount: isCovered ? 1 : 0))
    }
}

/// Resolves the screen's content first, to learn its `navigationTitle` and `searchable` field,
/// then builds the bar, title and search field around it.
struct NavigationScreenLayout<Content: View>: View, PrimitiveView {
    let level: Int
    let pop: @MainActor @Sendable () -> Void
    let content: Content
    typealias Body = Never

    /// Height of the large-title area below the bar.
    static var largeTitleHeight: CGFloat { 52 }

    func resolve(in context: ResolveContext) -> [Element] {
        let elements = context.resolveChild(content, component: .content)
        let title = NavigationTitleElement.find(in: elements)
        let large = title.map { $0.displayMode != .inline } ?? false
        let search = SearchableElement.find(in: elements)
        let toolbar = ToolbarElement.items(in: elements)
        func items(_ slots: ToolbarSlot...) -> [Element] { toolbar.filter { slots.contains($0.traits.toolbarSlot) } }
        // A list's grouped background shows under the bar too, as on iOS.
        let showsList = elements.contains { element in
            var current: Element? = element
            while let candidate = current, !(candidate is ListElement) { current = candidate.wrapped }
            return current != nil
        }
        let bar = NavigationBar(showsBack: level > 0, back: pop, title: large ? nil : title?.title,
                                leading: items(.leading), trailing: items(.trailing), principal: items(.principal))
        let screen = ZStack(alignment: .top) {
            Color(showsList ? UIColor.systemGroupedBackground : .systemBackground)
            VStack(spacing: 0) {
                Color.clear.frame(height: NavigationBar.height + (large ? Self.largeTitleHeight : 0)
                                  + (search != nil ? SearchField.drawerHeight : 0))
                // Content that does not fill the screen sits in the middle of what is left.
                VStack { ResolvedElements(elements: elements) }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            VStack(alignment: .leading, spacing: 0) {
                bar
                if large, let title {
                    Text(title.title).font(.largeTitle).bold()
                        .padding(.horizontal, 16)
                        .frame(height: Self.largeTitleHeight, alignment: .bottomLeading)
                }
                if let search { SearchField(search: search) }
            }
        }
        let bottom = items(.bottom, .status)
        guard !bottom.isEmpty else { return context.resolveChild(screen, component: .secondary) }
        let withToolbar = BottomBarLayout(barHeight: BottomToolbar.height, sceneSize: context.graph.size) {
            screen
            BottomToolbar(items: bottom)
        }
        return context.resolveChild(withToolbar, component: .secondary)
    }
}

/// Elements resolved already, placed as a view.
struct ResolvedElements: View, PrimitiveView {
    let elements: [Element]
    typealias Body = Never
    func resolve(in context: ResolveContext) -> [Element] { elements }
}

/// The bar at the top of a screen: a "Back" button on pushed screens, then the leading toolbar
/// items; the trailing items at the other end, 16 points in; the title (or the principal item)
/// in the middle.
struct NavigationBar: View {
    static let height: CGFloat = 44
    let showsBack: Bool
    let back: @MainActor @Sendable () -> Void
    /// An inline title, centred.
    var title: String?
    var leading: [Element] = []
    var trailing: [Element] = []
    var principal: [Element] = []

    var body: some View {
        ZStack {
            if !principal.isEmpty {
                ResolvedElements(elements: principal)
            } else if let title {
                Text(title).font(.headline)
            }
            buttons
        }
        .frame(height: Self.height)
    }

    private var buttons: some View {
        HStack(spacing: 0) {
            if showsBack {
                Button(action: back) {
                    HStack(spacing: 6) {
                        Chevron(pointsLeading: true)
                            .stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                            .frame(width: 10, height: 18)
                        Text("Back")
                    }
                }
                .transaction { $0.animation = nil }
            }
            if !leading.isEmpty {
                HStack(spacing: ToolbarItemRow.spacing) { ResolvedElements(elements: leading) }
                    .padding(.leading, showsBack ? 16 : 6)
            }
            Spacer(minLength: 0)
            HStack(spacing: ToolbarItemRow.spacing) { ResolvedElements(elements: trailing) }
                .padding(.trailing, 6)
        }
        .padding(.horizontal, 10)
    }
}

/// A chevron: "<" on back buttons, ">" at the end of list rows that navigate.
struct Chevron: Shape {
    /// Whether the point is on the leading side ("<").
    let pointsLeading: Bool

    func path(in rect: CGRect) -> Path {
        let (open, point) = pointsLeading ? (rect.maxX, rect.minX) : (rect.minX, rect.maxX)
        var path = Path()
        path.move(to: CGPoint(x: open, y: rect.minY))
        path.addLine(to: CGPoint(x: point, y: rect.midY))
        path.addLine(to: CGPoint(x: open, y: rect.maxY))
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

/// A pushed screen's content: the destination registered for its value's type, or the
/// destination of the `NavigationLink` that pushed it.
struct NavigationDestinationView: View, PrimitiveView {
    let value: AnyHashable
    let destinations: NavigationDestinations
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        guard let view = destinations.view(for: value) else {
            context.graph.warn("NavigationStack: no navigationDestination(for: \(type(of: value.base))) to show \(value.base); add one inside the stack")
            return []
        }
        return context.resolveChild(view, component: .content)
    }
}
