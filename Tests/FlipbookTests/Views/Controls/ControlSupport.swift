@testable import Flipbook

extension ViewGraph {
    /// The frames (x, y, width, height) of the elements named `name` in the layout dump at `time`,
    /// in tree order.
    func frames(of name: String, at time: Double = 0) -> [[Double]] {
        layoutDump(at: time).split(separator: "\n").compactMap { line -> [Double]? in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(name + "  (") else { return nil }
            let numbers = trimmed.dropFirst(name.count).split { "(), ×".contains($0) }.compactMap { Double($0) }
            return numbers.count == 4 ? numbers : nil
        }
    }
}
