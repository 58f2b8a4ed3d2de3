import FlipbookDisplayList

/// iOS's scroll indicators: a 3-point rounded bar 3 points in from the trailing (or bottom) edge,
/// as long as the visible share of the content (at least 36 points), placed by the offset's share
/// of the largest offset, its track inset by the indicator margins (`contentMargins`); translucent black in the light appearance, translucent white in the dark.
struct ScrollIndicators {
    static let thickness: CGFloat = 3
    static let inset: CGFloat = 3
    static let minimumLength: CGFloat = 36
    /// How long the indicators take to fade out once the content stops.
    static let fadeDuration = 0.25

    let axes: Axis.Set
    let viewport: CGRect
    let offset: CGPoint
    let maxOffset: CGPoint
    let margins: EdgeInsets

    static func color(in environment: EnvironmentValues) -> RGBAColor {
        environment.colorScheme == .dark ? RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.35)
            : RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.35)
    }

    /// The bars of the axes whose content overflows, at `opacity`.
    func items(color: RGBAColor, opacity: Double) -> [DisplayItem] {
        var paint = color
        paint.alpha *= opacity
        return [Axis.vertical, .horizontal].compactMap { axis in
            guard axes.contains(axis.set), maxOffset[axis] > 0, let bar = bar(along: axis) else { return nil }
            return .shape(ShapeDrawing(path: .roundedRect(bar, cornerRadius: Double(Self.thickness / 2), style: .circular),
                                       paint: .color(paint)))
        }
    }

    /// The bar along `axis`: its track runs the viewport's length less the insets at both ends
    /// (and the other bar's corner when both show).
    private func bar(along axis: Axis) -> CGRect? {
        let bothShow = axes == [.horizontal, .vertical] && maxOffset.x > 0 && maxOffset.y > 0
        let (before, after) = axis == .vertical ? (margins.top, margins.bottom) : (margins.leading, margins.trailing)
        let start = CGPoint(x: viewport.minX, y: viewport.minY)[axis] + Self.inset + before
        let track = viewport.size[axis] - 2 * Self.inset - before - after - (bothShow ? Self.thickness + Self.inset : 0)
        guard track > 0 else { return nil }
        let visible = viewport.size[axis] / (viewport.size[axis] + maxOffset[axis])
        let length = min(track, max(Self.minimumLength, track * visible))
        let progress = min(max(offset[axis] / maxOffset[axis], 0), 1)
        var bar = CGRect.zero
        bar.origin[axis] = start + progress * (track - length)
        bar.origin[axis.other] = (axis == .vertical ? viewport.maxX - margins.trailing : viewport.maxY - margins.bottom)
            - Self.inset - Self.thickness
        bar.size = CGSize(axis: axis, major: length, minor: Self.thickness)
        return bar
    }
}
