import FlipbookDisplayList

/// Text: one or more runs (`Text("a") + Text("b")`, markdown, interpolated values and symbols),
/// each with its own font, colour and decorations, measured and wrapped by pango with Flipbook's
/// pinned fonts.
///
///     Text("**Bold** and *italic*").font(.title)
///     Text("Score: ").bold() + Text(score, format: .number).foregroundStyle(.blue)
public struct Text: View, Equatable, Sendable {
    var runs: [TextRun]
    /// A gradient foreground for the whole text (`foregroundStyle` with a gradient).
    var gradient: TextGradient?

    nonisolated init(runs: [TextRun]) { self.runs = runs }

    /// A string shown as it is: no localisation, no markdown.
    nonisolated public init(verbatim content: String) { runs = [TextRun(.string(content))] }

    /// A string value shown as it is (a literal goes through `LocalizedStringKey` instead).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [TextRun(.string(String(content)))] }

    /// A string literal, with its interpolations and inline markdown (`**bold**`, `*italic*`,
    /// `` `code` ``, `~~strikethrough~~`, `[links](…)`), as SwiftUI reads `LocalizedStringKey`s.
    /// Flipbook has no string tables: the key is the text.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }

    /// A symbol image inside text (`Text(Image(systemName: "star.fill"))`), sized by the font.
    public init(_ image: Image) { runs = [TextRun(image.textContent)] }

    /// `lhs` followed by `rhs`, each keeping its own attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(runs: lhs.runs + rhs.runs)
        joined.gradient = lhs.gradient ?? rhs.gradient
        return joined
    }

    public typealias Body = Never
}

extension Text: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        let environment = context.environment
        let runs = filling(from: environment.textStyle).runs
        for warning in TextRun.warnings(runs, measurer: context.graph.textMeasurer, environment: environment) {
            context.graph.warn(warning)
        }
        let gradient = runs.allSatisfy({ $0.style.foreground == nil })
            ? self.gradient ?? environment.foregroundGradient.map(TextGradient.init) : self.gradient
        let text = Text(runs: runs)
        let colorFromEnvironment = runs.allSatisfy { $0.style.foreground == nil && $0.style.link == nil }
        let live: ((Double) -> TextLayoutSpec)? = runs.contains(where: \.content.isLive)
            ? { [runs] time in Text.layoutSpec(of: runs, in: environment, at: environment.sceneStartDate + time) } : nil
        let now = environment.sceneStartDate + context.graph.time
        let layout = TextRun.layout(runs, in: environment, at: now)
        return [TextElement(spec: Self.layoutSpec(layout, in: environment),
                            color: text.resolvedColor(in: environment), gradient: gradient,
                            colorSource: colorFromEnvironment ? environment.foregroundTransaction : nil,
                            live: live, measurer: context.graph.textMeasurer,
                            attributes: environment.textRenderer == nil ? [] : Text.attributeRanges(of: runs, ranges: layout.ranges),
                            context: context)]
    }

    /// The layout of this text with the fonts and paragraph settings of `environment`, its dates
    /// shown as at `now` (the scene's clock at its start by default).
    func layoutSpec(in environment: EnvironmentValues, at now: Date? = nil) -> TextLayoutSpec {
        Self.layoutSpec(of: filling(from: environment.textStyle).runs, in: environment, at: now ?? environment.sceneStartDate)
    }

    private static func layoutSpec(of runs: [TextRun], in environment: EnvironmentValues, at now: Date) -> TextLayoutSpec {
        layoutSpec(TextRun.layout(runs, in: environment, at: now), in: environment)
    }

    /// The spec of runs laid out by `TextRun.layout`, with `environment`'s paragraph settings.
    private static func layoutSpec(
        _ layout: (string: String, font: FontSpec, spans: [TextSpan], ranges: [Range<Int>]), in environment: EnvironmentValues
    ) -> TextLayoutSpec {
        let (string, font, spans, _) = layout
        return TextLayoutSpec(string: string, font: font, width: nil,
                              alignment: environment.multilineTextAlignment.lineAlignment,
                              lineLimit: environment.lineLimit, truncation: environment.truncationMode.truncation,
                              lineSpacing: Double(environment.lineSpacing), spans: spans,
                              allowsTightening: environment.allowsTightening)
    }

    /// The custom attributes of the runs that have them, by their bytes of the laid-out string
    /// (`ranges`: each run's, from the `TextRun.layout` the text's spec was made from).
    static func attributeRanges(of runs: [TextRun], ranges: [Range<Int>]) -> [TextAttributeRange] {
        guard runs.contains(where: { !$0.style.customAttributes.isEmpty }) else { return [] }
        return zip(runs, ranges).compactMap { run, range in
            run.style.customAttributes.isEmpty ? nil : TextAttributeRange(range: range, attributes: run.style.customAttributes)
        }
    }

    /// The colour the text draws in: its runs' shared colour, else the foreground colour (runs
    /// with colours of their own carry them in their spans).
    func resolvedColor(in environment: EnvironmentValues) -> Color {
        TextRun.sharedColor(of: runs, in: environment) ?? environment.foregroundColor
    }

    /// The text's characters (symbols as their names), for a script's `Tap` and for debugging.
    nonisolated var plainText: String {
        runs.map { run in
            switch run.content {
            case .string(let string): string
            case .symbol(let name): name
            case .date, .formatted, .timerInterval: run.content.string(in: EnvironmentValues(), at: EnvironmentValues.defaultStartDate)
            }
        }.joined()
    }
}
