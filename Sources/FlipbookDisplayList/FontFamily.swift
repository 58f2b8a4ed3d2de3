import Foundation

/// A generic font family; the renderer maps each to a pinned font file set.
public enum FontFamily: Sendable, Hashable {
    case sans
    case serif
    case monospaced
    case rounded
}
