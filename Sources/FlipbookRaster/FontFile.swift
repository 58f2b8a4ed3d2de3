/// A font file loaded into a ``FontSet``, with the Debian package that provides it (nil for the
/// app's own files, ``app``).
package struct FontFile: Sendable, Hashable {
    package let path: String
    package let package: String?

    package init(path: String, package: String?) {
        self.path = path
        self.package = package
    }

    /// The pinned files: Inter for sans/rounded, Noto Sans CJK for CJK fallback,
    /// DejaVu Serif and DejaVu Sans Mono for serif/monospaced, Noto Color Emoji for emoji
    /// (CBDT colour bitmaps, which cairo draws through FreeType), Material Icons for symbols.
    package static let pinned: [FontFile] = {
        let interStyles = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let inter = interStyles.flatMap { style in
            let italic = style == "Regular" ? "Italic" : style + "Italic"
            return [style, italic].map {
                FontFile(path: "/usr/share/fonts/opentype/inter/Inter-\($0).otf", package: "fonts-inter")
            }
        }
        let cjk = ["Regular", "Bold"].map {
            FontFile(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-\($0).ttc", package: "fonts-noto-cjk")
        }
        let dejaVu = [
            "DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic", "DejaVuSerif-BoldItalic",
            "DejaVuSansMono", "DejaVuSansMono-Bold", "DejaVuSansMono-Oblique", "DejaVuSansMono-BoldOblique",
        ].map {
            FontFile(path: "/usr/share/fonts/truetype/dejavu/\($0).ttf", package: "fonts-dejavu-core")
        }
        let emoji = FontFile(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")
        let symbols = FontFile(path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
                               package: "fonts-material-design-icons-iconfont")
        return inter + cjk + dejaVu + [emoji, symbols]
    }()
}
