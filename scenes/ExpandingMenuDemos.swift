import Flipbook

// Article 001's expanding menu (its "视图展开异常" example): collapsed, the menu is a sun icon
// that follows the expanded menu's sun through `matchedGeometryEffect(id: "Sun2", …,
// isSource: false)`; expanded, it is `ItemsView`. The article shows the plain version losing its
// animation and `geometryGroup()` bringing one back, before `AnimatableContainerSizeModifier`
// (scene `animatable-container-size`) fixes it.

/// The expanded menu: the source of "Sun2" and the other items, in a capsule.
struct ItemsView: View {
    let namespace: Namespace.ID
    var body: some View {
        HStack(spacing: 20) {
            Image(systemName: "sun.min")
                .matchedGeometryEffect(id: "Sun2", in: namespace)
            Image(systemName: "moon")
            Image(systemName: "cloud")
            Image(systemName: "wind")
        }
        .font(.title2)
        .padding(.horizontal, 24)
        .frame(height: 56)
        .background(Capsule().fill(Color(white: 0.92)))
    }
}

/// The article's `ZStack` with `if isExpanded`, toggled with `.smooth`; `grouped` adds
/// `geometryGroup()` to the menu.
struct ExpandingMenu: View {
    let grouped: Bool
    @Namespace private var namespace
    @State private var isExpanded = false

    var body: some View {
        VStack(spacing: 40) {
            if grouped {
                menu.geometryGroup()
            } else {
                menu
            }
            Button("Toggle") {
                withAnimation(.smooth) { isExpanded.toggle() }
            }
        }
    }

    private var menu: some View {
        ZStack {
            if isExpanded {
                ItemsView(namespace: namespace)
            } else {
                Image(systemName: "sun.min")
                    .matchedGeometryEffect(id: "Sun2", in: namespace, properties: .frame, isSource: false)
            }
        }
    }
}

extension FlipbookScene {
    private static func expandingMenu(_ name: String, grouped: Bool, _ summary: String) -> FlipbookScene {
        FlipbookScene(name, size: CGSize(width: 400, height: 240), duration: 2.5, summary: summary) {
            Tap("Toggle", at: 0.25)
            Tap("Toggle", at: 1.25)
        } content: {
            ExpandingMenu(grouped: grouped)
        }.goldenTimes([0, 0.35, 0.5, 1.2, 1.35, 1.5, 2.45])
    }

    static let expandingMenuDemos: [FlipbookScene] = [
        expandingMenu("items-view-sun2", grouped: false,
                      "Article 001: the Sun2 menu (matchedGeometryEffect, isSource: false) expanding in a ZStack"),
        expandingMenu("items-view-sun2-geometry-group", grouped: true,
                      "Article 001: the same Sun2 menu with geometryGroup()"),
    ]
}
