import FlipbookDisplayList

/// One run of a `Text`: what it shows and the attributes set on it. Attributes set on a whole
/// `Text` fill in what its runs leave unset, so the innermost setting wins, as in SwiftUI.
struct TextRun: Equatable, Sendable {
    enum Content: Equatable, Sendable {
        case string(String)
        /// A date in a `Text.DateStyle`, shown by the scene's clock.
        case date(Date, Text.DateStyle)
        /// A value in a `FormatStyle`, formatted in the environment's locale.
        case formatted(FormattedValue)
        /// A clock over a span of dates (`Text(timerInterval:)`), shown by the scene's clock.
        case timerInterval(TimerInterval)
        /// An SF Symbol name.
        case symbol(String)

        /// Whether what it shows changes as the scene's clock runs.
        var isLive: Bool {
            switch self {
            case .date(_, let style): style.isLive
            case .timerInterval: true
            default: false
            }
        }

        /// The characters shown in `environment` at `now` (not for symbols).
        func string(in environment: EnvironmentValues, at now: Date) -> String {
            switch self {
            case .string(let string): string
            case .date(let date, let style): style.format(date, now: now, in: environment)
            case .formatted(let value): value.format(environment)
            case .timerInterval(let timer): timer.text(at: now)
            case .symbol(let name): name
            }
        }
    }

    var content: Content
    var style = Style()

    init(_ content: Content, style: Style = Style()) {
        self.content = content
        self.style = style
    }

    /// Attributes of a run; nil means "not set here".
    struct Style: Equatable, Sendable {
        var font: Font?
        var weight: Font.Weight?
        var isItalic: Bool?
        var design: Font.Design?
        var foreground: Foreground?
        var underline: Line?
        var strikethrough: Line?
        var kerning: CGFloat?
        var tracking: CGFloat?
        var baselineOffset: CGFloat?
        var monospacedDigit: Bool?
        var scale: Text.Scale?
        /// The destination of a markdown link (as written): drawn in the tint colour.
        var link: String?
        /// Values marking the run for a text renderer (`customAttribute(_:)`).
        var customAttributes: [TextAttributeValue] = []

        /// Sets what this style leaves unset from `outer`.
        mutating func fill(from outer: Style) {
            font = font ?? outer.font
            weight = weight ?? outer.weight
            isItalic = isItalic ?? outer.isItalic
            design = design ?? outer.design
            foreground = foreground ?? outer.foreground
            underline = underline ?? outer.underline
            strikethrough = strikethrough ?? outer.strikethrough
            kerning = kerning ?? outer.kerning
            tracking = tracking ?? outer.tracking
            baselineOffset = baselineOffset ?? outer.baselineOffset
            monospacedDigit = monospacedDigit ?? outer.monospacedDigit
            scale = scale ?? outer.scale
        }
    }

    /// A run's foreground: a colour or a style relative to the environment's.
    enum Foreground: Equatable, Sendable {
        case color(Color)
        case hierarchical(HierarchicalShapeStyle)
        case tint

        init(_ style: any ShapeStyle) {
            switch style {
            case let color as Color: self = .color(color)
            case let level as HierarchicalShapeStyle: self = .hierarchical(level)
            case is TintShapeStyle: self = .tint
            default: self = .color(style.resolvedColor(in: EnvironmentValues()))
            }
        }

        func resolve(in environment: EnvironmentValues) -> Color {
            switch self {
            case .color(let color): color.resolvedColor(in: environment)
            case .hierarchical(let level): level.resolvedColor(in: environment)
            case .tint: TintShapeStyle().resolvedColor(in: environment)
            }
        }
    }

    /// An underline or strikethrough; `isActive: false` turns off one set further out.
    struct Line: Equatable, Sendable {
        var isActive: Bool
        var color: Color?
        var pattern: Text.LineStyle.Pattern = .solid

        /// The line as drawn in `environment`.
        func decoration(in environment: EnvironmentValues) -> TextDecoration {
            TextDecoration(color: color.map { $0.resolvedColor(in: environment).rgba }, pattern: pattern)
        }
    }

    /// The run's colour in `environment`, if it sets one: a link's is the tint, whatever the
    /// foreground around it (as SwiftUI draws links; `.tint` recolours them).
    func color(in environment: EnvironmentValues) -> Color? {
        if style.link != nil { return TintShapeStyle().resolvedColor(in: environment) }
        return style.foreground?.resolve(in: environment)
    }

    /// The run's font, from the environment's unless it sets its own.
    func font(in environment: EnvironmentValues) -> Font {
        var font = style.font ?? environment.font ?? .body
        if let weight = style.weight { font = font.weight(weight) }
        if style.isItalic == true { font = font.italic() }
        if let design = style.design { font.design = design }
        font = font.scaled(to: environment.dynamicTypeSize)
        font.size *= style.scale?.sizeFactor ?? 1
        return font
    }
}

extension TextRun {
    /// The colour every run shares, when they all set the same one (the text is then drawn in it
    /// and its colour can animate); nil when none sets one or they differ.
    static func sharedColor(of runs: [TextRun], in environment: EnvironmentValues) -> Color? {
        // A loop, not `map`: no array for a text's colours (resolving each text asks this twice).
        guard let first = runs.first, let color = first.color(in: environment) else { return nil }
        for run in runs.dropFirst() where run.color(in: environment) != color { return nil }
        return color
    }

    /// The string, the first run's font, and the spans of `runs` laid out in `environment` at
    /// `now`. A single run with no attributes beyond font and colour needs no spans.
    /// The runs laid out in one string: the string, its font, the runs' spans, and each run's
    /// bytes of the string.
    static func layout(_ runs: [TextRun], in environment: EnvironmentValues,
                       at now: Date) -> (string: String, font: FontSpec, spans: [TextSpan], ranges: [Range<Int>]) {
        let textCase = environment.textCase
        let shared = sharedColor(of: runs, in: environment)
        var string = ""
        var spans: [TextSpan] = []
        for run in runs {
            let font = run.font(in: environment)
            let start = string.utf8.count
            var span: TextSpan
            if case .symbol(let name) = run.content {
                let placed = SymbolMetrics.inText(name, font: font, scale: environment.imageScale)
                string += placed.glyphs
                span = TextSpan(range: start..<string.utf8.count, font: placed.font, baselineOffset: placed.baselineOffset)
            } else {
                var text = run.content.string(in: environment, at: now)
                if let textCase { text = textCase.apply(to: text, locale: environment.locale) }
                string += text
                span = TextSpan(range: start..<string.utf8.count, font: font.spec)
            }
            if shared == nil { span.color = run.color(in: environment)?.rgba }
            let style = run.style
            if let line = style.underline, line.isActive {
                span.underline = line.decoration(in: environment)
            }
            if let line = style.strikethrough, line.isActive {
                span.strikethrough = line.decoration(in: environment)
            }
            span.tracking = Double((style.tracking ?? 0) + (style.kerning ?? 0))
            span.baselineOffset += Double(style.baselineOffset ?? 0)
            span.monospacedDigits = style.monospacedDigit ?? font.hasMonospacedDigits
            spans.append(span)
        }
        let ranges = spans.map(\.range)
        let font = spans.first?.font ?? (environment.font ?? .body).scaled(to: environment.dynamicTypeSize).spec
        if spans.count == 1, spans[0] == TextSpan(range: spans[0].range, font: font) { spans = [] }
        return (string, font, spans, ranges)
    }

    /// One line for each problem the runs have: an SF Symbol without a stand-in, a character
    /// that no pinned font has (an emoji newer than the pinned emoji font, say), a custom font
    /// name no app font file has.
    @MainActor
    static func warnings(_ runs: [TextRun], measurer: any TextMeasuring, environment: EnvironmentValues) -> [String] {
        // A loop, not `compactMap`: a closure handed to the standard library checks its actor at every call.
        var warnings: [String] = []
        for run in runs {
            if let name = (run.style.font ?? environment.font)?.customName, !measurer.hasAppFont(named: name) {
                warnings.append("Font.custom(\"\(name)\"): no font file beside the executable or in its resource bundles "
                    + "has this PostScript, full or family name; the text draws in the system font (Inter) at its size")
            }
            switch run.content {
            case .symbol(let name) where SymbolTable.glyph(for: name) == nil:
                warnings.append(SymbolTable.unmappedWarning(name))
            case .string(let string) where !isASCII(string):
                if let warning = missingCharactersWarning(measurer.missingCharacters(in: string, font: run.font(in: environment).spec)) {
                    warnings.append(warning)
                }
            default: break
            }
        }
        return warnings
    }

    /// Whether every character of `string` is ASCII: all its UTF-8 bytes are.
    private nonisolated static func isASCII(_ string: String) -> Bool {
        string.utf8.allSatisfy { $0 < 0x80 }
    }

    static func missingCharactersWarning(_ missing: [Character]) -> String? {
        guard !missing.isEmpty else { return nil }
        let named = missing.map { character in
            "\(character) (" + character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
                .joined(separator: " ") + ")"
        }
        return "Text: no pinned font has \(named.joined(separator: ", ")); it draws as a box "
            + "(emoji come from Noto Color Emoji as Debian packages it: use one that font has)"
    }
}
