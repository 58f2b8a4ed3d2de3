import Foundation

/// Horizontal alignment of the lines of a multi-line text block, relative to its widest line.
public enum TextLineAlignment: Sendable, Hashable {
    case leading
    case center
    case trailing
}
