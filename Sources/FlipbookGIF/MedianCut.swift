/// Variance-minimising median cut over weighted points: the first stage of `PaletteQuantizer`.
struct MedianCut {
    /// A range of `order` with its weighted moments.
    private struct Box {
        var start: Int
        var end: Int
        var weight: Double
        var sum: SIMD3<Double>
        var squares: SIMD3<Double>

        /// Weighted squared error around the mean, summed over the three axes.
        var error: Double { squares.sum() - (sum * sum).sum() / weight }
    }

    private let labs: [SIMD3<Float>]
    private let weights: [Double]

    init(labs: [SIMD3<Float>], weights: [Double]) {
        self.labs = labs
        self.weights = weights
    }

    /// Splits the points into at most `count` boxes; returns each point's box number.
    func clusters(_ count: Int) -> [Int] {
        var order = Array(labs.indices)
        var boxes = [makeBox(order, 0, order.count)]
        while boxes.count < count {
            var chosen = -1
            var largest = 0.0
            for (i, box) in boxes.enumerated() where box.end - box.start > 1 && box.error > largest {
                chosen = i
                largest = box.error
            }
            guard chosen >= 0 else { break }
            let (first, second) = split(boxes[chosen], order: &order)
            boxes[chosen] = first
            boxes.append(second)
        }
        var assignment = [Int](repeating: 0, count: labs.count)
        for (number, box) in boxes.enumerated() {
            for i in box.start..<box.end { assignment[order[i]] = number }
        }
        return assignment
    }

    private func makeBox(_ order: [Int], _ start: Int, _ end: Int) -> Box {
        var result = Box(start: start, end: end, weight: 0, sum: .zero, squares: .zero)
        for i in start..<end {
            let point = SIMD3<Double>(labs[order[i]])
            let weight = weights[order[i]]
            result.weight += weight
            result.sum += point * weight
            result.squares += point * point * weight
        }
        return result
    }

    /// Sorts the box along its widest axis and cuts where the two halves' error is smallest.
    private func split(_ box: Box, order: inout [Int]) -> (Box, Box) {
        let variance = box.squares - box.sum * box.sum / box.weight
        let axis = variance.x >= variance.y && variance.x >= variance.z ? 0 : (variance.y >= variance.z ? 1 : 2)
        order[box.start..<box.end].sort { labs[$0][axis] < labs[$1][axis] }
        var left = Box(start: box.start, end: box.start, weight: 0, sum: .zero, squares: .zero)
        var bestCut = box.start + 1
        var bestError = Double.infinity
        for cut in (box.start + 1)..<box.end {
            let point = SIMD3<Double>(labs[order[cut - 1]])
            let weight = weights[order[cut - 1]]
            left.weight += weight
            left.sum += point * weight
            left.squares += point * point * weight
            let right = Box(start: cut, end: box.end, weight: box.weight - left.weight,
                            sum: box.sum - left.sum, squares: box.squares - left.squares)
            let leftSum = left.sum
            let error = left.squares.sum() - (leftSum * leftSum).sum() / left.weight
                + right.squares.sum() - (right.sum * right.sum).sum() / right.weight
            if error < bestError {
                bestError = error
                bestCut = cut
            }
        }
        return (makeBox(order, box.start, bestCut), makeBox(order, bestCut, box.end))
    }
}
