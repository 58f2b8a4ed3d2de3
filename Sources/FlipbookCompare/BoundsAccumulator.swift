/// Grows a bounding box pixel by pixel.
struct BoundsAccumulator {
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    @inline(__always)
    mutating func include(x: Int, y: Int) {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
    }

    /// Grows the box to hold `other`'s.
    mutating func include(_ other: BoundsAccumulator) {
        minX = min(minX, other.minX)
        maxX = max(maxX, other.maxX)
        minY = min(minY, other.minY)
        maxY = max(maxY, other.maxY)
    }

    /// The box of every included pixel, nil if none.
    var rect: PixelRect? {
        minX > maxX ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
