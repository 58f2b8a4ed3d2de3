/// Nearest-neighbour search over a fixed set of Oklab points: points are sorted by lightness
/// and the scan walks outwards from the query's lightness, stopping once the lightness gap
/// alone exceeds the best distance found.
struct NearestColorSearch {
    private let lightness: [Float]
    private let points: [SIMD3<Float>]
    private let originalIndex: [Int]

    /// Prepares a search over `points` (at least one).
    init(points unsorted: [SIMD3<Float>]) {
        precondition(!unsorted.isEmpty, "nearest-colour search needs at least one colour")
        let order = unsorted.indices.sorted { unsorted[$0].x < unsorted[$1].x }
        points = order.map { unsorted[$0] }
        lightness = points.map(\.x)
        originalIndex = order
    }

    /// The index (into the original points) of the point nearest to `query`.
    func nearest(to query: SIMD3<Float>) -> Int {
        var low = 0
        var high = lightness.count
        while low < high {
            let middle = (low + high) / 2
            if lightness[middle] < query.x { low = middle + 1 } else { high = middle }
        }
        var best = Float.infinity
        var bestIndex = 0
        var up = low
        var down = low - 1
        while up < points.count || down >= 0 {
            if up < points.count {
                let gap = lightness[up] - query.x
                if gap * gap >= best {
                    up = points.count
                } else {
                    let d = points[up] - query
                    let distance = (d * d).sum()
                    if distance < best { best = distance; bestIndex = up }
                    up += 1
                }
            }
            if down >= 0 {
                let gap = query.x - lightness[down]
                if gap * gap >= best {
                    down = -1
                } else {
                    let d = points[down] - query
                    let distance = (d * d).sum()
                    if distance < best { best = distance; bestIndex = down }
                    down -= 1
                }
            }
        }
        return originalIndex[bestIndex]
    }
}
