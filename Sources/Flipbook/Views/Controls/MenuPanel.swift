import FlipbookDisplayList

/// An open menu, as an iPhone shows one over the screen: its items in a 250-point-wide panel with
/// 13-point corners and a soft shadow, each a row at least 44 points tall (the title leading, a
/// label's icon trailing, a destructive one in red) with a separator between rows; below its
/// source view when it fits there, else above, beside the source's trailing edge when the source
/// is in the screen's trailing half (centred under it where `menuPanelIsCentred` says so: a
/// navigation bar's title menu), kept 8 points inside the safe area. A tap on an item runs
/// it and closes the menu; a tap anywhere else closes it and reaches nothing else. The panel's
/// colour and the 8-point gaps are estimates of iOS 17's.
///
/// A submenu (a `Menu` among the items, `submenuOf` the menu it is in) opens over its row: its
/// panel's first row, where the submenu's row was, repeats its label in semibold, its chevron
/// turned down (a tap there goes back to the menu it is in); a tap on one of its items runs it and closes every
/// menu. (iOS blurs the menu behind a submenu; Flipbook leaves it as it is.)
struct MenuPresentation<Items: View>: ViewModifier {
    @Binding var isOpen: Bool
    let items: Items
    /// For a submenu: what closes the menu it is in, and its label, for its panel's first row.
    var submenuOf: (close: @MainActor () -> Void, label: AnyView)?

    func body(content: Content) -> some View {
        content
            .overlay {
                PresentationLayer {
                    if isOpen, submenuOf == nil { PresentationBarrier { isOpen = false }.ignoresSafeArea() }
                }
            }
            .overlay {
                OnTopLayer {
                    if isOpen {
                        MenuPanelPlacement(overlapsSource: submenuOf != nil) {
                            MenuPanel(items: items, header: submenuOf.map { submenu in (submenu.label, { isOpen = false }) }) {
                                isOpen = false
                                submenuOf?.close()
                            }
                        }
                        .transition(.opacity)
                    }
                }
            }
    }
}

/// The open menu's panel.
private struct MenuPanel<Items: View>: View {
    let items: Items
    /// A submenu's first row: its label, and what a tap on it does (back to the menu it is in).
    let header: (label: AnyView, back: @MainActor () -> Void)?
    let close: @MainActor () -> Void

    static var width: CGFloat { 250 }
    /// Light: a pale grey; dark: an elevated dark grey.
    static var background: Color { Color(light: (242, 242, 247, 1), dark: (44, 44, 46, 1)) }

    var body: some View {
        VStack(spacing: 0) {
            if let header {
                HStack {
                    header.label.fontWeight(.semibold)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.down").font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
                }
                .modifier(MenuItemRowFrame())
                .onTapGesture(perform: header.back)
                Hairline(vertical: false)
            }
            MenuRows { items }
        }
            .buttonStyle(MenuItemButtonStyle(close: close))
            .labelStyle(MenuItemLabelStyle())
            .environment(\.menuItemClose, close)
            .frame(width: Self.width)
            .background(Self.background, in: RoundedRectangle(cornerRadius: 13, style: .continuous))
            .clipShape(RoundedRectangle(cornerRadius: 13, style: .continuous))
            .shadow(color: .black.opacity(0.15), radius: 10)
    }
}

/// The items, one below the other, a separator between each two.
private struct MenuRows<Items: View>: View, PrimitiveView {
    @ViewBuilder let items: Items
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let rows = context.resolveChild(items, component: .content)
        var stacked: [Element] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { stacked += context.resolveChild(Hairline(vertical: false), component: .index(index)) }
            stacked.append(row)
        }
        return [LayoutElement(layout: VStackLayout(spacing: 0), children: stacked, id: context.id.appending(.wrapper))]
    }
}

/// An item of an open menu: its label across the row; a tap runs it, then closes the menu.
private struct MenuItemButtonStyle: PrimitiveButtonStyle {
    let close: @MainActor () -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .modifier(MenuItemRowFrame())
            .onTapGesture {
                configuration.trigger()
                close()
            }
    }
}

/// A row of an open menu: 16 pt in from the panel's sides, at least 44 pt tall, all of it tappable.
struct MenuItemRowFrame: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 16)
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .contentShape(Rectangle())
    }
}

/// A menu item's label: the title leading, the icon trailing.
private struct MenuItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Spacer()
            configuration.icon
        }
    }
}

/// Places the open menu's panel at its source view (the frame it is given), inside the screen:
/// outside it, or (a submenu's, `overlapsSource`) over it, from its top.
private struct MenuPanelPlacement<Panel: View>: View, PrimitiveView {
    var overlapsSource = false
    @ViewBuilder let panel: Panel
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let elements = context.resolveChild(panel, component: .content)
        let child = elements.count == 1 ? elements[0]
            : LayoutElement(layout: ZStackLayout(), children: elements, id: context.id.appending(.wrapper))
        return [MenuPanelPlacementElement(panel: child, bounds: context.graph.safeArea.safeRect, overlapsSource: overlapsSource,
                                          isCentred: context.environment.menuPanelIsCentred && !overlapsSource,
                                          graph: context.environment.sceneTopLayer == nil ? nil : context.graph, id: context.id)]
    }
}

/// The placement's element: the source's frame, the panel placed outside it (or over it). Drawn on
/// the scene's top layer, outside the effects around the source, it is placed for the source as
/// drawn (moved by a scroll view's offset, offsets, scales), and a finger's tap reaches it there.
private final class MenuPanelPlacementElement: Element, PresentedEffect {
    static let gap: CGFloat = 8
    private let bounds: CGRect
    private let overlapsSource: Bool
    /// Whether the panel is centred under its source rather than beside one of its edges.
    private let isCentred: Bool
    /// The graph, to find where the source is drawn when the panel is drawn on the scene's top
    /// layer; nil when drawn in place, inside the effects around the source.
    private weak var graph: ViewGraph?
    let animatedState = PersistentState()
    /// From the last layout: the source's frame, and the panel's frame placed for it.
    private var source = CGRect.zero
    private var laidOut = CGRect.zero

    init(panel: Element, bounds: CGRect, overlapsSource: Bool, isCentred: Bool, graph: ViewGraph?, id: ViewID) {
        self.bounds = bounds
        self.overlapsSource = overlapsSource
        self.isCentred = isCentred
        self.graph = graph
        super.init(.container, id: id, children: [panel])
    }

    override var debugName: String { "MenuPanel" }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in source: CGRect) {
        guard let panel = laidOutChildren.first else { return }
        self.source = source
        laidOut = panelFrame(of: panel.sizeThatFits(.unspecified), for: source)
        panel.place(in: laidOut)
    }

    /// The frame of a panel of `size` for a source view at `source`.
    private func panelFrame(of size: CGSize, for source: CGRect) -> CGRect {
        let gap = Self.gap
        let inner = bounds.insetBy(dx: gap, dy: gap)
        let leading = isCentred ? source.midX - size.width / 2 : source.midX > bounds.midX ? source.maxX - size.width : source.minX
        let x = max(inner.minX, min(leading, inner.maxX - size.width))
        let below = overlapsSource ? source.minY : source.maxY + gap
        let y = below + size.height <= inner.maxY ? below
            : overlapsSource ? max(inner.minY, inner.maxY - size.height) : max(inner.minY, source.minY - gap - size.height)
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    var playingTransition: MotionSample.Transition? { nil }

    /// The panel's move from where it is laid out to where it is placed for the source as drawn at `time`.
    func presentedEffect(at time: Double) -> (transform: FlipbookDisplayList.AffineTransform, opacity: Double) {
        guard let drawn = graph?.drawnTransform(of: self, at: time), drawn != .identity else { return (.identity, 1) }
        let shown = panelFrame(of: laidOut.size, for: drawn.boundingBox(of: source))
        return (FlipbookDisplayList.AffineTransform(translationX: shown.minX - laidOut.minX, y: shown.minY - laidOut.minY), 1)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let shift = presentedEffect(at: time).transform
        guard shift != .identity else { return emitChildren(children, into: &items, at: time) }
        var content: [DisplayItem] = []
        emitChildren(children, into: &content, at: time)
        items.append(.group(GroupDrawing(transform: shift, items: content)))
    }
}

private enum MenuItemCloseKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }

extension EnvironmentValues {
    /// Inside an open menu's panel: what closes it (and the menus it is in). A `Menu` there is a
    /// submenu, a `Picker` its choices as items.
    var menuItemClose: (@MainActor () -> Void)? {
        get { self[MenuItemCloseKey.self] }
        set { self[MenuItemCloseKey.self] = newValue }
    }
}

private enum MenuPanelIsCentredKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether a menu here opens centred under its label (a navigation bar's title menu, as iOS
    /// draws it) rather than beside the label's leading or trailing edge.
    var menuPanelIsCentred: Bool {
        get { self[MenuPanelIsCentredKey.self] }
        set { self[MenuPanelIsCentredKey.self] = newValue }
    }
}
