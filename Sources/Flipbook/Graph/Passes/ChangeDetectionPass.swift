/// Change detection, bottom-up: marks which subtrees changed in this update (a leaf's
/// pixel-rounded frame, a colour, an effect's value) and which hold elements built from bodies
/// evaluated in it; the commit pass reads both.
@MainActor
struct ChangeDetectionPass {
    let update: UpdateContext

    func run(_ roots: [Element]) {
        for root in roots { visit(root) }
    }

    @discardableResult
    private func visit(_ element: Element) -> Bool {
        var changed = element.detectOwnChanges(update)
        var containsFresh = element.isFresh
        for child in element.children {
            if visit(child) { changed = true }
            if child.containsFresh { containsFresh = true }
        }
        element.subtreeChanged = changed
        element.containsFresh = containsFresh
        return changed
    }
}
