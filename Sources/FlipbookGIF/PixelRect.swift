/// A rectangle of pixels: origin and size, in frame coordinates.
struct PixelRect: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var area: Int { width * height }

    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The bounding box of the pixels inside `self` (of a `stride`-wide frame) for which
    /// `differs(index)` is true, or nil when there is none.
    @inline(__always)
    func boundingBox(stride: Int, where differs: (Int) -> Bool) -> PixelRect? {
        var top = -1
        var bottom = -1
        var left = maxX
        var right = x - 1
        for row in y..<maxY {
            let base = row * stride
            var first = -1
            for column in x..<maxX where differs(base + column) {
                first = column
                break
            }
            guard first >= 0 else { continue }
            if top < 0 { top = row }
            bottom = row
            left = min(left, first)
            var last = maxX - 1
            while last > right && !differs(base + last) { last -= 1 }
            right = max(right, last)
        }
        guard top >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }
}
