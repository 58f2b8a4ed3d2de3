/// The view a `scrollPosition(id:)` binding is set to when a finger or a script scrolls: of the
/// views of the content's `scrollTargetLayout()` container, the first (in their order) whose far
/// edge along the scroll axis is past `anchor` of what shows (nil: its leading or top edge), so
/// the leading-most / top-most view showing, as Apple documents it.
///
/// Estimates: what shows is the scroll view's frame less its content margins; a view whose far
/// edge is exactly at the point does not count (content resting with a view at the leading edge
/// names that view, not the one before it); SwiftUI's rule for views only partly past the point
/// is not published.
@MainActor
enum ScrolledViewID {
    /// The id of the view at `anchor` of `visible` (scene points, with the content at rest), if
    /// `content` has a target layout whose views have ids; past the last view, the last one's.
    static func id(in content: Element, showing visible: CGRect, anchor: UnitPoint?, along axis: Axis) -> AnyHashable? {
        guard let container = ScrollTargetLayout.container(in: content) else { return nil }
        let fraction = anchor.map { axis == .horizontal ? $0.x : $0.y } ?? 0
        let point = CGPoint(x: visible.minX, y: visible.minY)[axis] + fraction * visible.size[axis]
        // Each view's own id comes after its container's identity.
        let prefix = container.id.components.count
        let views = container.laidOutChildren.compactMap { view in
            ScrollTargets.ids(in: view, below: prefix).first.map { (id: $0, frame: view.frame) }
        }
        let reached = views.first { $0.frame.origin[axis] + $0.frame.size[axis] > point + 0.01 } ?? views.last
        return reached?.id
    }
}
