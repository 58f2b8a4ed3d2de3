import Foundation

/// A 4×5 matrix applied to straight (non-premultiplied) RGBA in 0…1, row by row:
/// `r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4]`, then g', b', a' from the next rows; results
/// are clamped to 0…1. SwiftUI's colour adjustments (brightness, contrast, saturation, grayscale,
/// hue rotation, invert, multiply) are all such matrices.
public struct ColorMatrix: Sendable, Hashable {
    /// 20 entries, row-major.
    public var entries: [Double]

    /// A matrix with exactly 20 entries; a matrix with any other count acts as the identity.
    public init(_ entries: [Double]) {
        self.entries = entries.count == 20 ? entries : Self.identity.entries
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// `other` applied after `self`.
    public func then(_ other: ColorMatrix) -> ColorMatrix {
        var result = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for column in 0..<5 {
                var sum = column == 4 ? other.entries[row * 5 + 4] : 0
                for k in 0..<4 { sum += other.entries[row * 5 + k] * entries[k * 5 + column] }
                result[row * 5 + column] = sum
            }
        }
        return ColorMatrix(result)
    }

    /// The matrix applied to one straight colour, clamped to 0…1.
    public func apply(_ color: RGBAColor) -> RGBAColor {
        let input = [color.red, color.green, color.blue, color.alpha]
        let output = (0..<4).map { row in
            let m = entries[row * 5..<row * 5 + 5]
            let sum = zip(m, input).reduce(m[m.startIndex + 4]) { $0 + $1.0 * $1.1 }
            return min(max(sum, 0), 1)
        }
        return RGBAColor(red: output[0], green: output[1], blue: output[2], alpha: output[3])
    }
}
