import Foundation

/// A font family: a generic one the renderer maps to a pinned font file set, or an app's own font.
public enum FontFamily: Sendable, Hashable {
    case sans
    case serif
    case monospaced
    case rounded
    /// The pinned icon font that stands in for SF Symbols (Material Icons): a string of its
    /// private-use code points draws icons on an em square.
    case symbols
    /// A font of the app's own font files, by the PostScript, full or family name `Font.custom`
    /// gives it; the renderer draws an unknown name as `.sans`.
    case custom(String)
}
