import FlipbookDisplayList

/// Measures text with the same pango setup the ``Rasterizer`` draws with, so measured boxes and
/// line breaks match drawing at any scale. Use from one thread. Results are cached per spec in two
/// generations: when the current one reaches 100 000 entries it becomes the previous one, so
/// whatever was measured recently stays cached (a layout probes each text at several widths).
/// A text a stack probes at width 0 is, where that is exact, measured from its characters
/// (``CharacterColumn``), which texts share, rather than laid out, and so is one probed at a width too
/// narrow for two neighbouring characters (``NarrowColumn``); a text cut to one line, from its
/// unwrapped line and the ellipsis (``OneLineCut``); a word of letters and digits, unwrapped or
/// wrapped, from its characters and their pairs (``PairwiseWord``), which are kept per font
/// (``FontAdvances``).
public final class PangoTextMeasurer: TextMeasuring {
    private static let generationLimit = 100_000
    private let engine: PangoTextEngine
    // Looked up for every text measured, so unchecked for overlapping access: each access is a
    // single read or write, none of them open while `measure` measures another spec.
    @exclusivity(unchecked) private var cache: [TextLayoutSpec: TextMetrics] = [:]
    @exclusivity(unchecked) private var previous: [TextLayoutSpec: TextMetrics] = [:]
    private var measurementsCache: [TextLayoutSpec: TextMeasurements] = [:]
    private var lineMetricsCache: [FontSpec: FontLineMetrics] = [:]
    private var missingCache: [TextLayoutSpec: [Character]] = [:]
    private var lineBoxesCache: [TextLayoutSpec: [TextLineBox]] = [:]
    /// The character and pair tables of the fonts words have been measured in.
    @exclusivity(unchecked) private var fontAdvances: [TextLayoutSpec: FontAdvances] = [:]
    @exclusivity(unchecked) private var lastAdvances: FontAdvances?

    public init(fonts: FontSet) throws {
        engine = try PangoTextEngine(fonts: fonts)
    }

    /// The logical box and baselines of `spec` in points; ``TextMetrics/zero`` for an invalid font size.
    public func measure(_ spec: TextLayoutSpec) -> TextMetrics {
        if let metrics = cache[spec] {
            return metrics
        }
        let metrics = previous[spec] ?? measureAnew(spec, unwrapped: measure)
        if cache.count >= Self.generationLimit {
            previous = cache
            cache = [:]
        }
        cache[spec] = metrics
        return metrics
    }

    /// `spec`'s box worked out, not looked up: from its characters, its one-line cut (its unwrapped
    /// line from `unwrapped`) or its word where that is exact, else from a layout. What it measures
    /// on the way is cached.
    private func measureAnew(_ spec: TextLayoutSpec, unwrapped: (TextLayoutSpec) -> TextMetrics) -> TextMetrics {
        CharacterColumn(spec)?.metrics(measureLine) ?? NarrowColumn(spec)?.metrics(measureLine)
            ?? OneLineCut(spec)?.metrics(line: unwrapped, measure) ?? PairwiseWord(spec).map { $0.metrics(in: advances(in: $0.font), measure) }
            ?? engine.makeLayout(spec)?.metrics ?? .zero
    }

    /// The box of `line`, a text on one unwrapped line (a column's character, or characters
    /// starting a line): a letter or digit alone, or a word of them, from its font's table (whose
    /// entries are measured so, and words worked out as measuring them does), else measured.
    /// A column asks this of each of its characters, and the table costs no look-up of a spec.
    private func measureLine(_ line: TextLayoutSpec) -> TextMetrics {
        guard line.width == nil else { return measure(line) }
        let utf8 = line.string.utf8
        if utf8.count == 1, let byte = utf8.first, FontAdvances.hasEntry(byte) {
            // The last table, when it is the character's font, is found without copying the spec.
            if let lastAdvances, lastAdvances.isFont(of: line) { return lastAdvances.box(byte, measure) }
            var font = line
            font.string = ""
            return advances(in: font).box(byte, measure)
        }
        // Unwrapped, such a word is measured by nothing before `PairwiseWord` in `measureAnew`.
        if let word = PairwiseWord(line) { return word.metrics(in: advances(in: word.font), measure) }
        return measure(line)
    }

    /// The character and pair table of `font` (a spec without string or width). The last one found
    /// is kept aside: a text's characters, and most texts, are in one font.
    private func advances(in font: TextLayoutSpec) -> FontAdvances {
        if let lastAdvances, lastAdvances.font == font { return lastAdvances }
        let advances: FontAdvances
        if let found = fontAdvances[font] {
            advances = found
        } else {
            advances = FontAdvances(font)
            fontAdvances[font] = advances
        }
        lastAdvances = advances
        return advances
    }

    /// `spec`'s measurements, shared by every text of that spec (a layout finds them once per text).
    /// They keep what they measure themselves, so it is not cached again here.
    public func measurements(of spec: TextLayoutSpec) -> TextMeasurements {
        if let measurements = measurementsCache[spec] { return measurements }
        let measurements = TextMeasurements(spec, hasUniformLineHeight: OneLineCut.hasOneFont(spec)) { [unowned self] layout, text in
            self.measureAnew(layout) { unwrapped in text.metrics(width: unwrapped.width, lineLimit: unwrapped.lineLimit) }
        }
        if measurementsCache.count >= Self.generationLimit { measurementsCache = [:] }
        measurementsCache[spec] = measurements
        return measurements
    }

    /// The characters of `string` no pinned font has (cached per string and font).
    public func missingCharacters(in string: String, font: FontSpec) -> [Character] {
        let key = TextLayoutSpec(string: string, font: font)
        if let missing = missingCache[key] { return missing }
        let missing = engine.missingCharacters(in: key)
        if missingCache.count >= Self.generationLimit { missingCache = [:] }
        missingCache[key] = missing
        return missing
    }

    /// Whether one of the app's own font files has a face or family called `name`.
    public func hasAppFont(named name: String) -> Bool {
        engine.fonts.appFaces.contains(name)
    }

    /// `spec`'s lines and their characters as pango lays them out (cached per spec).
    public func lineBoxes(of spec: TextLayoutSpec) -> [TextLineBox] {
        if let lines = lineBoxesCache[spec] { return lines }
        let lines = engine.makeLayout(spec)?.lineBoxes ?? []
        if lineBoxesCache.count >= Self.generationLimit { lineBoxesCache = [:] }
        lineBoxesCache[spec] = lines
        return lines
    }

    /// The font's line metrics (cached per font).
    public func lineMetrics(for font: FontSpec) -> FontLineMetrics {
        if let metrics = lineMetricsCache[font] { return metrics }
        let metrics = engine.lineMetrics(font)
        lineMetricsCache[font] = metrics
        return metrics
    }
}
