import Foundation

/// What a shape is filled or stroked with.
public enum Paint: Sendable, Hashable {
    case color(RGBAColor)
}
