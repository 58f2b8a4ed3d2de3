/// The characters of a numeric-text transition at one moment: the characters both texts share
/// at their start and end stay (sliding from their old place to their new one); the old ones
/// between leave where the old text drew them, moving `travel` out of the line and blurring as
/// they fade; the new ones arrive where the new text draws them, from `travel` on the other side,
/// sharpening as they appear.
struct NumericTextRoll: Equatable {
    struct Glyph: Equatable {
        let character: Character
        /// From the drawing origin.
        let x: Double
        /// Down from the line's place (negative: up).
        let y: Double
        let opacity: Double
        let blurRadius: Double
    }

    let glyphs: [Glyph]

    /// How far a changing character moves, and how blurred it gets, per point of font size.
    static let travelPerPoint = 0.5
    static let blurPerPoint = 0.1

    /// - Parameters:
    ///   - progress: from 0 (the old text) to 1 (the new); may overshoot with a spring.
    ///   - starts: where the old and the new text start, from the drawing origin.
    ///   - advance: the width of a string of the text's characters.
    init(from old: String, to new: String, progress: Double, countsDown: Bool, fontSize: Double,
         starts: (old: Double, new: Double) = (0, 0), advance: (String) -> Double) {
        let old = Array(old), new = Array(new)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        func oldX(_ index: Int) -> Double { starts.old + advance(String(old[..<index])) }
        func newX(_ index: Int) -> Double { starts.new + advance(String(new[..<index])) }
        func sliding(_ from: Double, _ to: Double) -> Double { from + (to - from) * progress }
        let travel = Self.travelPerPoint * fontSize * (countsDown ? 1 : -1)
        let blur = Self.blurPerPoint * fontSize
        let shown = min(max(progress, 0), 1)
        var glyphs: [Glyph] = []
        for index in 0..<prefix {
            glyphs.append(Glyph(character: new[index], x: sliding(oldX(index), newX(index)), y: 0, opacity: 1, blurRadius: 0))
        }
        for index in prefix..<(old.count - suffix) {
            glyphs.append(Glyph(character: old[index], x: oldX(index), y: travel * progress,
                                opacity: 1 - shown, blurRadius: blur * shown))
        }
        for index in prefix..<(new.count - suffix) {
            glyphs.append(Glyph(character: new[index], x: newX(index), y: -travel * (1 - progress),
                                opacity: shown, blurRadius: blur * (1 - shown)))
        }
        for offset in 0..<suffix {
            let (from, to) = (oldX(old.count - suffix + offset), newX(new.count - suffix + offset))
            glyphs.append(Glyph(character: new[new.count - suffix + offset], x: sliding(from, to), y: 0, opacity: 1, blurRadius: 0))
        }
        self.glyphs = glyphs
    }
}
