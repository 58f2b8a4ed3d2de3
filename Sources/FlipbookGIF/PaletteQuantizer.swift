/// Builds a palette of at most `maxColors` colours from a weighted colour histogram.
///
/// Histograms with few enough colours are kept exactly. Otherwise: variance-minimising
/// median cut in Oklab (the box with the largest weighted squared error is split at the point
/// along its widest axis that minimises the two halves' total error), then k-means (Lloyd)
/// refinement in Oklab, every colour weighted by its pixel count. Each palette entry is the
/// weighted mean sRGB colour of its cluster, which keeps dominant flat colours exact.
enum PaletteQuantizer {
    /// Refinement passes at most; they stop early once no colour changes cluster.
    static let refinementPasses = 8

    /// The palette for `entries` (opaque keys with pixel counts), heaviest colours first.
    static func palette(for entries: [(key: UInt32, count: Int)], maxColors: Int) -> [GIFColor] {
        precondition(maxColors >= 1, "a palette needs at least one colour")
        if entries.count <= maxColors {
            return entries.sorted { $0.count > $1.count }.map { PixelKeys.color($0.key) }
        }
        let labs = entries.map { Oklab.lab($0.key) }
        let weights = entries.map { Double($0.count) }
        var assignment = MedianCut(labs: labs, weights: weights).clusters(maxColors)
        for _ in 0..<refinementPasses {
            let centroids = means(of: labs, weights: weights, assignment: assignment, clusters: maxColors)
            let search = NearestColorSearch(points: centroids.map(\.value))
            var changed = false
            for i in labs.indices {
                let cluster = centroids[search.nearest(to: labs[i])].cluster
                if cluster != assignment[i] {
                    assignment[i] = cluster
                    changed = true
                }
            }
            if !changed { break }
        }
        return colors(entries, assignment: assignment, clusters: maxColors)
    }

    /// The weighted Oklab mean of every non-empty cluster.
    private static func means(
        of labs: [SIMD3<Float>], weights: [Double], assignment: [Int], clusters: Int
    ) -> [(cluster: Int, value: SIMD3<Float>)] {
        var sums = [SIMD3<Double>](repeating: .zero, count: clusters)
        var totals = [Double](repeating: 0, count: clusters)
        for i in labs.indices {
            let cluster = assignment[i]
            sums[cluster] += SIMD3<Double>(labs[i]) * weights[i]
            totals[cluster] += weights[i]
        }
        return (0..<clusters).filter { totals[$0] > 0 }.map { ($0, SIMD3<Float>(sums[$0] / totals[$0])) }
    }

    /// The weighted mean sRGB colour of every non-empty cluster, heaviest first, duplicates merged.
    private static func colors(_ entries: [(key: UInt32, count: Int)], assignment: [Int], clusters: Int) -> [GIFColor] {
        var sums = [SIMD3<Double>](repeating: .zero, count: clusters)
        var totals = [Double](repeating: 0, count: clusters)
        for (i, entry) in entries.enumerated() {
            let key = entry.key
            let rgb = SIMD3<Double>(Double(key & 0xFF), Double(key >> 8 & 0xFF), Double(key >> 16 & 0xFF))
            sums[assignment[i]] += rgb * Double(entry.count)
            totals[assignment[i]] += Double(entry.count)
        }
        var seen = Set<GIFColor>()
        return (0..<clusters).filter { totals[$0] > 0 }.sorted { totals[$0] > totals[$1] }.compactMap { cluster in
            let mean = (sums[cluster] / totals[cluster]).rounded(.toNearestOrAwayFromZero)
            let color = GIFColor(red: UInt8(mean.x), green: UInt8(mean.y), blue: UInt8(mean.z))
            return seen.insert(color).inserted ? color : nil
        }
    }
}
