import Foundation

/// Which points a filled path covers.
public enum FillRule: Sendable, Hashable {
    case nonZero
    case evenOdd
}
