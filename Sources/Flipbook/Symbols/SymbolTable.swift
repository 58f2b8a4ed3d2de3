/// SF Symbols are Apple's and absent on Linux; Flipbook draws a stand-in from Material Icons
/// (Debian's `fonts-material-design-icons-iconfont`, pinned): a curated table of SF names
/// (`SymbolTable+Glyphs.swift`), a few drawn as several glyphs (`SymbolTable+Layers.swift`), and
/// enclosed forms (`….circle`, `….circle.fill`, `….square`, `….square.fill`) of any listed name
/// built from an enclosure and the glyph of their stem.
enum SymbolTable {
    /// How a symbol is drawn.
    struct Design: Hashable, Sendable {
        /// The glyph drawn alone when there is one (monochrome), a Material Icons code point.
        let glyph: Character?
        /// For an enclosed symbol: its enclosure and the glyph inside, drawn as layers (the
        /// hierarchical rendering, and monochrome when no single glyph stands in).
        let layers: Layers?
        /// For a symbol no single glyph stands in for: the glyphs composing it, all in the
        /// foreground colour.
        let composed: [SymbolLayer]?
    }

    struct Layers: Hashable, Sendable {
        let enclosure: Character
        let isFilled: Bool
        let inner: Character
    }

    /// Material's question_mark, drawn in the placeholder of a name without a stand-in.
    static let questionMark: Character = "\u{EB8B}"

    /// The inner glyph's size in an enclosure, as a fraction of the enclosure's.
    static let innerScale = 0.6

    private static let enclosures: [(suffix: String, glyph: UInt32, filled: Bool)] = [
        (".circle.fill", 0xEF4A, true),   // circle
        (".circle", 0xE836, false),       // radio_button_unchecked
        (".square.fill", 0xEB36, true),   // square
        (".square", 0xE835, false),       // check_box_outline_blank
    ]

    /// The design for `name`, or nil when Flipbook has no stand-in for it.
    static func design(for name: String) -> Design? {
        let whole = glyphs[name].flatMap(Unicode.Scalar.init).map(Character.init)
        let layers = enclosedLayers(name)
        let composed = composed[name]
        guard whole != nil || layers != nil || composed != nil else { return nil }
        return Design(glyph: whole, layers: layers, composed: composed)
    }

    /// The glyph `name` draws inside text (its single glyph, else the glyph of its stem, else the
    /// first of the glyphs composing it).
    static func glyph(for name: String) -> Character? {
        guard let design = design(for: name) else { return nil }
        return design.glyph ?? design.layers?.inner ?? design.composed?.first?.glyph
    }

    private static func enclosedLayers(_ name: String) -> Layers? {
        for enclosure in enclosures where name.hasSuffix(enclosure.suffix) {
            let stem = String(name.dropLast(enclosure.suffix.count))
            // A filled enclosure holds the filled form of its stem, an outline one the outline form.
            let candidates = enclosure.filled ? [stem + ".fill", stem] : [stem, stem + ".fill"]
            guard let inner = candidates.lazy.compactMap({ glyphs[$0] }).first,
                  let innerScalar = Unicode.Scalar(inner), let enclosureScalar = Unicode.Scalar(enclosure.glyph)
            else { return nil }
            return Layers(enclosure: Character(enclosureScalar), isFilled: enclosure.filled, inner: Character(innerScalar))
        }
        return nil
    }

    /// The one-line warning for a name without a stand-in.
    static func unmappedWarning(_ name: String) -> String {
        "Image(systemName: \"\(name)\"): Flipbook has no stand-in for this SF Symbol; it draws a dashed box "
            + "(add it to scripts/make-symbol-table.py, or use a listed name)"
    }
}
