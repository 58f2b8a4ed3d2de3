/// Finding the views a scroll can be asked to show: those given an explicit id, by `.id(_:)` or
/// as a `ForEach` element.
@MainActor
enum ScrollTargets {
    /// The frame (at rest) of the view with `id` in `scroll`'s content, if it has one.
    static func frame(of id: AnyHashable, in scroll: ScrollElement) -> CGRect? {
        guard let content = scroll.contentElement else { return nil }
        return element(with: id, in: content)?.frame
    }

    /// The first element (in tree order) whose identity ends in `id`, or the list row holding
    /// it (a row scrolls whole); views playing their removal are not targets.
    static func element(with id: AnyHashable, in root: Element) -> Element? {
        if root.traits.isDeparting { return nil }
        if case .explicit(let explicit) = root.id.components.last, explicit == id { return root }
        for child in root.children {
            if let found = element(with: id, in: child) { return root is ListRowElement ? root : found }
        }
        return nil
    }

    /// The explicit ids in `root`, in tree order (for messages naming what can be scrolled to).
    static func ids(in root: Element) -> [AnyHashable] {
        var found: [AnyHashable] = []
        root.forEachElement { element in
            if !element.traits.isDeparting, case .explicit(let id) = element.id.components.last, !found.contains(id) {
                found.append(id)
            }
        }
        return found
    }
}
