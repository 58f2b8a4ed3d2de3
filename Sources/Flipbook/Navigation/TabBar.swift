/// iOS's tab bar: one item per tab across the width, each its icon (a filled symbol) over a
/// 10-point medium title (with its `TabBarBadge`), the selected one in the tint and the others gray, on the bar material
/// under a hairline while the content reaches under the bar (``BottomBarBackground``). 49 points tall at the bottom of the safe area; its material reaches the
/// screen's bottom edge through the home indicator's inset.
struct TabBar: View {
    struct Item {
        let tag: AnyHashable
        let label: (any View)?
        let badge: Text?
    }

    static let height: CGFloat = 49
    /// Colour of the items not selected (UIKit's default unselected item tint).
    static let unselectedColor = Color(153, 153, 153)

    let items: [Item]
    let selection: AnyHashable?
    let select: @MainActor (AnyHashable) -> Void
    /// What the selected tab asks of the bar (`toolbarBackground(_:for: .tabBar)`…).
    var appearance = BarAppearance()
    /// Where the selected tab's followed scroll view is scrolled (see ``BottomBarScrollEdge``).
    var followed: ScrollOffsetState?
    @Environment(\.tintColor) private var tint

    var body: some View {
        HStack(alignment: .top, spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                let item = items[index]
                Button { select(item.tag) } label: {
                    TabBarItemLabel(label: item.label)
                        .foregroundStyle(item.tag == selection ? tint : Self.unselectedColor)
                        .overlay(alignment: .top) {
                            if let badge = item.badge {
                                TabBarBadge(label: badge)
                                    .alignmentGuide(HorizontalAlignment.center) { _ in -5 }
                                    .offset(y: -2)
                            }
                        }
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.top, 5)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background { BottomBarBackground(appearance: appearance, followed: followed) }
        .barColorScheme(appearance.visibility == .hidden ? nil : appearance.colorScheme)
    }
}

/// The background of iOS's bars: the bar material, reaching through the safe area on the edge
/// away from the content (the home indicator's, the status bar's), and a hairline on the edge
/// facing the content.
struct BarBackground: View {
    /// Whether the hairline is on the top edge (a bottom bar) or the bottom one (a top bar).
    let hairlineOnTop: Bool
    /// What the screen asks of the bar: its fill (else the bar material), none when hidden, and
    /// its colour scheme.
    var appearance = BarAppearance()
    /// UIKit's bar shadow: black at 30 % in the light appearance, white at 15 % in the dark.
    static let hairlineColor = Color(light: (0, 0, 0, 0.3), dark: (255, 255, 255, 0.15))

    var body: some View {
        if appearance.visibility != .hidden {
            Rectangle().fill(appearance.background ?? AnyShapeStyle(.bar))
                .overlay(alignment: hairlineOnTop ? .top : .bottom) {
                    Hairline(vertical: false, color: Self.hairlineColor)
                }
                .ignoresSafeArea(edges: hairlineOnTop ? .bottom : .top)
                .barColorScheme(appearance.colorScheme)
        }
    }
}

/// A tab's label as the tab bar draws it: a `Label` or the images and texts of its `tabItem`,
/// stacked; icons at 17 points, large scale, filled; titles 10 points, medium.
struct TabBarItemLabel: View {
    let label: (any View)?

    var body: some View {
        VStack(spacing: 1) {
            if let label {
                let parts = Self.parts(of: label)
                ForEach(parts.indices, id: \.self) { parts[$0] }
            }
        }
        .labelStyle(TabBarLabelStyle())
        .symbolVariant(.fill)
    }

    /// The views of a `tabItem`'s content, each styled as the bar styles it.
    static func parts(of view: any View) -> [AnyView] {
        if let tuple = view as? any ViewTuple { return tuple.views.flatMap(parts) }
        if let image = view as? Image { return [AnyView(TabBarLabelStyle.icon(image))] }
        if let text = view as? Text { return [AnyView(TabBarLabelStyle.title(text))] }
        return [AnyView(view)]
    }
}

/// A label in the tab bar: the icon over the title.
struct TabBarLabelStyle: LabelStyle {
    static func icon(_ icon: some View) -> some View { icon.font(.system(size: 17)).imageScale(.large) }
    static func title(_ title: some View) -> some View { title.font(.system(size: 10, weight: .medium)) }

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 1) {
            Self.icon(configuration.icon)
            Self.title(configuration.title)
        }
    }
}

/// A `TupleView`'s views.
@MainActor
protocol ViewTuple {
    var views: [any View] { get }
}

extension TupleView: ViewTuple {
    var views: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}
