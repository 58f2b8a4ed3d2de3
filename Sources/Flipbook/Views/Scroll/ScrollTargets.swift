/// Finding the views a scroll can be asked to show: those given an explicit id, by `.id(_:)` or
/// as a `ForEach` element. A view's identity holds its id and runs on past it through its body
/// and modifiers, so every element of the view has the id among its identity's components; the
/// outermost of them stands for the view.
@MainActor
enum ScrollTargets {
    /// The frame (at rest) of the view with `id` in `scroll`'s content, if it has one.
    static func frame(of id: AnyHashable, in scroll: ScrollElement) -> CGRect? {
        guard let content = scroll.contentElement else { return nil }
        return element(with: id, in: content)?.frame
    }

    /// The outermost element, first in tree order, of the view with `id` in `root` (`root`
    /// itself if its own last component is that id), or the list row holding it (a row scrolls
    /// whole); views playing their removal are not targets.
    static func element(with id: AnyHashable, in root: Element) -> Element? {
        find(id, in: root, below: max(0, root.id.components.count - 1))
    }

    private static func find(_ id: AnyHashable, in element: Element, below prefix: Int) -> Element? {
        if element.traits.isDeparting { return nil }
        if ids(of: element, below: prefix).contains(id) { return element }
        for child in element.children {
            if let found = find(id, in: child, below: prefix) { return element is ListRowElement ? element : found }
        }
        return nil
    }

    /// The explicit ids in `element`'s identity past its first `prefix` components, outermost first.
    private static func ids(of element: Element, below prefix: Int) -> [AnyHashable] {
        element.id.components.dropFirst(prefix).compactMap { component in
            if case .explicit(let id) = component { id } else { nil }
        }
    }

    /// The explicit ids of the views in `root`, in tree order (for messages naming what can be
    /// scrolled to): those in its elements' identities past its first `prefix` components (by
    /// default, all but its own last one).
    static func ids(in root: Element, below prefix: Int? = nil) -> [AnyHashable] {
        let prefix = prefix ?? max(0, root.id.components.count - 1)
        var found: [AnyHashable] = []
        root.forEachElement { element in
            guard !element.traits.isDeparting else { return }
            for id in ids(of: element, below: prefix) where !found.contains(id) { found.append(id) }
        }
        return found
    }
}
