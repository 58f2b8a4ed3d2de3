import FlipbookDisplayList

/// A text wrapped at a width too narrow for any two neighbouring characters on a line: pango keeps
/// at least one character a line, so it lays the text out one character a line, as at width 0
/// (``CharacterColumn``), and a stack's probe of a text at a narrow share of a row costs no layout.
/// Two characters starting a line are as wide, to pango, as their advances and the kerning after
/// each (the second's with the character after it): the unwrapped width of the three less the
/// third's, measured once for every text that has them. A tenth of the font size to spare keeps the
/// rule clear of rounding. It holds, checked against pango's layouts in the tests, for the texts
/// ``CharacterColumn`` takes.
struct NarrowColumn {
    private let column: CharacterColumn
    /// The wrap width in points.
    private let width: Double

    /// The column of `spec`, or nil when `spec` is not wrapped at a positive width or not a text
    /// ``CharacterColumn`` takes.
    init?(_ spec: TextLayoutSpec) {
        guard let width = Sanitized.wrapWidth(spec.width), width > 0 else { return nil }
        var atZero = spec
        atZero.width = 0
        guard let column = CharacterColumn(atZero) else { return nil }
        self.column = column
        self.width = width
    }

    /// The column's box from `measure`, which gives a text's box on one line; nil when two
    /// neighbouring characters might fit the width.
    func metrics(_ measure: (TextLayoutSpec) -> TextMetrics) -> TextMetrics? {
        let characters = column.characters
        let margin = characters[0].font.size / 10
        for index in characters.indices.dropLast() {
            var run = characters[index]
            run.string += characters[index + 1].string
            var twoWide: Double
            if index + 2 < characters.count {
                run.string += characters[index + 2].string
                twoWide = Double(measure(run).size.width) - Double(measure(characters[index + 2]).size.width)
            } else {
                twoWide = Double(measure(run).size.width)
            }
            if twoWide <= width + margin { return nil }
        }
        return column.metrics(measure)
    }
}
