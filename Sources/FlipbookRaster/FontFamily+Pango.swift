import FlipbookDisplayList

extension FontFamily {
    /// The pango family list for this family; Noto Sans CJK SC is the fallback for Han, kana and
    /// hangul, Noto Color Emoji for emoji. `.rounded` uses Inter too: no rounded face is pinned; so
    /// does `.custom`, after the app's font it names (see ``AppFontFaces``), or instead of an unknown one.
    var pangoFamilies: String {
        switch self {
        case .sans, .rounded, .custom: "Inter, Noto Sans CJK SC, Noto Color Emoji"
        case .serif: "DejaVu Serif, Noto Sans CJK SC, Noto Color Emoji"
        case .monospaced: "DejaVu Sans Mono, Noto Sans CJK SC, Noto Color Emoji"
        case .symbols: "Material Icons"
        }
    }
}
