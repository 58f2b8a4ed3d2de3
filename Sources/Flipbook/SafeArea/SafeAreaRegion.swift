/// A safe area during layout: the rectangle views lay out in (`safeRect`, scene points) inside
/// the rectangle a view that ignores it may reach (`bounds`). The scene's screen is one; a
/// `safeAreaInset` or `safeAreaPadding` makes another for its content, inside the one around it.
/// Set by the element that makes it when it is placed, before its content is placed.
@MainActor
final class SafeAreaRegion {
    var safeRect: CGRect
    var bounds: CGRect
    /// The region around this one.
    var outer: SafeAreaRegion?

    init(safeRect: CGRect = .zero, bounds: CGRect = .zero, outer: SafeAreaRegion? = nil) {
        self.safeRect = safeRect
        self.bounds = bounds
        self.outer = outer
    }

    /// A screen's: `size` less `insets` (status bar, home indicator), inside the whole screen.
    convenience init(screen size: CGSize, insets: EdgeInsets) {
        self.init(safeRect: CGRect(x: insets.leading, y: insets.top, width: max(0, size.width - insets.horizontal),
                                   height: max(0, size.height - insets.vertical)),
                  bounds: CGRect(origin: .zero, size: size))
    }

    /// `frame` grown, on each of `edges` where it reaches this safe area's edge, to the region's
    /// bounds, and on through the regions around it where it then reaches theirs.
    func expand(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        var rect = frame
        var region: SafeAreaRegion? = self
        let tolerance: CGFloat = 0.001
        while let current = region {
            let safe = current.safeRect, bounds = current.bounds
            var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
            if edges.contains(.top), minY <= safe.minY + tolerance { minY = min(minY, bounds.minY) }
            if edges.contains(.leading), minX <= safe.minX + tolerance { minX = min(minX, bounds.minX) }
            if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = max(maxY, bounds.maxY) }
            if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = max(maxX, bounds.maxX) }
            rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            region = current.outer
        }
        return rect
    }
}

private enum SafeAreaRegionKey: EnvironmentKey {
    static var defaultValue: SafeAreaRegion? { nil }
}

extension EnvironmentValues {
    /// The safe area the views here lay out in (nil: the scene has none).
    var safeAreaRegion: SafeAreaRegion? {
        get { self[SafeAreaRegionKey.self] }
        set { self[SafeAreaRegionKey.self] = newValue }
    }
}
