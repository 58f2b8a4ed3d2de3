import Foundation

/// A generic font family; the renderer maps each to a pinned font file set.
public enum FontFamily: Sendable, Hashable {
    case sans
    case serif
    case monospaced
    case rounded
    /// The pinned icon font that stands in for SF Symbols (Material Icons): a string of its
    /// private-use code points draws icons on an em square.
    case symbols
}
