import Foundation

/// Where an ellipsis goes when text is cut to its line limit.
public enum TextTruncation: Sendable, Hashable {
    case head
    case middle
    case tail
}
