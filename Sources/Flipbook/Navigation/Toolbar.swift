/// Carries a screen's toolbar items up to its `NavigationStack` screen, which draws them in its
/// bars (like `NavigationTitleElement`, read from the resolved content). The items are resolved
/// where the `.toolbar` is, with labels showing their icons only, as in iOS's bars.
final class ToolbarElement: Element {
    let items: [Element]

    init(items: [Element], child: Element, id: ViewID) {
        self.items = items
        super.init(.modifier, id: id, children: [child])
    }

    override var passesSizeThrough: Bool { true }

    /// The toolbar items declared in `elements`, outermost first, looking through wrappers and
    /// containers.
    static func items(in elements: [Element]) -> [Element] {
        all(in: elements, insideMatches: true, onScreen: true) { ($0 as? ToolbarElement)?.items }.flatMap { $0 }
    }
}

struct ToolbarModifier<Items: View>: ViewModifier, PrimitiveModifier {
    let items: Items
    typealias Body = Never

    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        // A plain view in a toolbar goes in the navigation bar (trailing).
        let resolvedItems = NavigationBarItemScheme.context(context, for: .trailing)
            .with { $0.labelStyle = AnyLabelStyle(IconOnlyLabelStyle()) }
            .resolveChild(items, component: .secondary)
        return context.resolveChild(content, component: .content).enumerated().map { index, element in
            index == 0 ? ToolbarElement(items: resolvedItems, child: element, id: context.id) : element
        }
    }
}

extension View {
    /// Items for the bars of the enclosing `NavigationStack`'s screen: `ToolbarItem`s and
    /// `ToolbarItemGroup`s with their placements, or plain views (at the trailing end of the
    /// navigation bar).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
}

extension View {
    /// Views at the leading and trailing ends of the navigation bar (SwiftUI's older `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// A view at the leading end of the navigation bar (SwiftUI's older `toolbar`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// A view at the trailing end of the navigation bar (SwiftUI's older `toolbar`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}
