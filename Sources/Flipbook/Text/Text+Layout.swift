import FlipbookDisplayList

extension Text {
    /// A text laid out as it draws, handed to a ``TextRenderer``: its lines, each a collection of
    /// runs (stretches in one style), each a collection of glyphs (one character each).
    /// Coordinates are points from the top-left of the text view.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]
        /// Whether a line ends in an ellipsis standing for text cut off.
        public var isTruncated: Bool { lines.contains { $0.box.isTruncated } }

        init(_ source: TextLayoutSource) {
            lines = source.measurer.lineBoxes(of: source.spec).map { Line(source: source, box: $0) }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(index: Int) -> Line { lines[index] }

        /// An offset into the text's characters, in UTF-16 code units.
        public typealias CharacterIndex = Int

        /// How a renderer's drawing of lines, runs and glyphs is rasterised.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs keep their fractional positions (Flipbook always draws them so).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }

        /// Where an element of a layout sits: its baseline's left end and its extent around it.
        public struct TypographicBounds: Equatable, Sendable {
            /// The left end of the element's baseline, from the text view's top-left.
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat

            /// Empty bounds at the origin.
            public init() {
                origin = .zero
                width = 0
                ascent = 0
                descent = 0
                leading = 0
            }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                leading = 0
            }

            /// The element's box: from its ascent above the baseline to its descent below.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// One line: its runs left to right.
        public struct Line: RandomAccessCollection, Equatable {
            let source: TextLayoutSource
            let box: TextLineBox
            let runs: [Run]

            init(source: TextLayoutSource, box: TextLineBox) {
                self.source = source
                self.box = box
                runs = source.runs(of: box.clusters).map { Run(source: source, line: box, clusters: $0) }
            }

            /// The left end of the line's baseline.
            public var origin: CGPoint { box.origin }
            public var typographicBounds: TypographicBounds {
                TypographicBounds(origin: box.origin, width: box.width, ascent: box.ascent, descent: box.descent)
            }

            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            public subscript(index: Int) -> Run { runs[index] }

            public static func == (lhs: Line, rhs: Line) -> Bool { lhs.source == rhs.source && lhs.box == rhs.box }
        }

        /// A stretch of a line in one style and with the same custom attributes: its glyphs left to
        /// right, each a one-glyph ``RunSlice``.
        ///
        /// Partial: no `layoutDirection` (Flipbook lays text out left to right).
        public struct Run: RandomAccessCollection, Equatable {
            let source: TextLayoutSource
            let line: TextLineBox
            let clusters: [TextClusterBox]

            public var startIndex: Int { 0 }
            public var endIndex: Int { clusters.count }
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

            /// The character offset (UTF-16) of each glyph.
            public var characterIndices: [CharacterIndex] { clusters.map { source.characterIndex(ofByte: $0.range.lowerBound) } }
            public var typographicBounds: TypographicBounds { source.bounds(of: clusters[...], on: line) }
            /// The run's custom attribute of type `T` (`customAttribute(_:)`), or nil.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? {
                clusters.first.flatMap { source.attribute(type, at: $0.range.lowerBound) }
            }

            public static func == (lhs: Run, rhs: Run) -> Bool {
                lhs.source == rhs.source && lhs.line == rhs.line && lhs.clusters == rhs.clusters
            }
        }

        /// Some consecutive glyphs of a run.
        public struct RunSlice: Equatable {
            public var run: Run
            /// The glyphs' indices in the run.
            public var indices: Range<Int>

            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            var clusters: ArraySlice<TextClusterBox> { run.clusters[indices.clamped(to: run.clusters.indices)] }
            public var characterIndices: [CharacterIndex] {
                clusters.map { run.source.characterIndex(ofByte: $0.range.lowerBound) }
            }
            public var typographicBounds: TypographicBounds { run.source.bounds(of: clusters, on: run.line) }
            /// The custom attribute of type `T` of the glyphs' run, or nil.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
        }
    }
}

/// What a text layout is made from and draws with: the text's spec and colour, and the measurer
/// that laid it out. Used on the thread that draws the text.
final class TextLayoutSource: Equatable {
    let spec: TextLayoutSpec
    let color: RGBAColor
    let measurer: any TextMeasuring
    /// The custom attributes of stretches of the text.
    let attributes: [TextAttributeRange]

    init(spec: TextLayoutSpec, color: RGBAColor, measurer: any TextMeasuring, attributes: [TextAttributeRange] = []) {
        self.spec = spec
        self.color = color
        self.measurer = measurer
        self.attributes = attributes
    }

    static func == (lhs: TextLayoutSource, rhs: TextLayoutSource) -> Bool {
        lhs === rhs || (lhs.spec == rhs.spec && lhs.color == rhs.color)
    }

    /// `clusters` split where the style or the custom attributes change (each span and each
    /// stretch of attributes starts a run).
    func runs(of clusters: [TextClusterBox]) -> [[TextClusterBox]] {
        struct Style: Equatable { var span: Int?, attributes: Int? }
        var runs: [[TextClusterBox]] = []
        var last: Style?
        for cluster in clusters {
            let byte = cluster.range.lowerBound
            let style = Style(span: spec.spans.firstIndex { $0.range.contains(byte) },
                              attributes: attributes.firstIndex { $0.range.contains(byte) })
            if style == last, !runs.isEmpty {
                runs[runs.count - 1].append(cluster)
            } else {
                runs.append([cluster])
            }
            last = style
        }
        return runs
    }

    /// The custom attribute of type `T` on the character at `byte`, if it has one.
    func attribute<T: TextAttribute>(_ type: T.Type, at byte: Int) -> T? {
        attributes.first { $0.range.contains(byte) }?.attributes.lazy.compactMap { $0.value.base as? T }.first
    }

    /// The bounds of `clusters` (consecutive, left to right) on `line`.
    func bounds(of clusters: ArraySlice<TextClusterBox>, on line: TextLineBox) -> Text.Layout.TypographicBounds {
        guard let first = clusters.first, let last = clusters.last else {
            return Text.Layout.TypographicBounds(origin: line.origin, width: 0, ascent: line.ascent, descent: line.descent)
        }
        return Text.Layout.TypographicBounds(origin: CGPoint(x: first.x, y: line.origin.y), width: last.x + last.width - first.x,
                                             ascent: line.ascent, descent: line.descent)
    }

    /// The UTF-16 offset of the character at UTF-8 offset `byte`.
    func characterIndex(ofByte byte: Int) -> Int {
        let utf8 = spec.string.utf8
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(byte, 0), utf8.count))
        return spec.string.utf16.distance(from: spec.string.utf16.startIndex, to: index)
    }

    /// The text of `range` (UTF-8 offsets) on one unwrapped line, with the spans on it.
    func piece(_ range: Range<Int>) -> TextLayoutSpec {
        var piece = spec
        piece.string = String(decoding: spec.string.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
        piece.spans = spec.spans.compactMap { span in
            let low = max(span.range.lowerBound, range.lowerBound), high = min(span.range.upperBound, range.upperBound)
            guard low < high else { return nil }
            var moved = span
            moved.range = (low - range.lowerBound)..<(high - range.lowerBound)
            return moved
        }
        piece.width = nil
        piece.lineLimit = nil
        piece.alignment = .leading
        return piece
    }

    /// The drawing of `piece` with its first baseline's left end at `origin`.
    func drawing(_ piece: TextLayoutSpec, baselineAt origin: CGPoint) -> DisplayItem {
        let baseline = measurer.measure(piece).firstBaseline
        return .text(TextDrawing(layout: piece, origin: CGPoint(x: origin.x, y: origin.y - baseline), color: color))
    }

    /// The drawings of consecutive characters of `line`, on its baseline: the ellipsis of a cut
    /// line as "…" in the style of the characters it stands for.
    func drawings(of clusters: ArraySlice<TextClusterBox>, on line: TextLineBox) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var start = clusters.startIndex
        for index in clusters.indices where clusters[index].isEllipsis || index == clusters.endIndex - 1 {
            let end = clusters[index].isEllipsis ? index : index + 1
            let stretch = clusters[start..<end]
            if let first = stretch.first, let low = stretch.map(\.range.lowerBound).min(),
               let high = stretch.map(\.range.upperBound).max() {
                items.append(drawing(piece(low..<high), baselineAt: CGPoint(x: first.x, y: line.origin.y)))
            }
            if clusters[index].isEllipsis {
                var ellipsis = piece(clusters[index].range.lowerBound..<(clusters[index].range.lowerBound + 1))
                ellipsis.string = "…"
                for span in ellipsis.spans.indices { ellipsis.spans[span].range = 0..<3 }
                items.append(drawing(ellipsis, baselineAt: CGPoint(x: clusters[index].x, y: line.origin.y)))
            }
            start = index + 1
        }
        return items
    }

    /// The drawing of `line` as the whole text draws it. A cut line is laid out again from its
    /// start to the text's end, cut to the text's width as before.
    func drawing(of line: TextLineBox) -> DisplayItem {
        guard line.isTruncated else { return drawing(piece(line.range), baselineAt: line.origin) }
        var rest = piece(line.range.lowerBound..<spec.string.utf8.count)
        rest.width = spec.width
        rest.alignment = spec.alignment
        rest.lineLimit = 1
        return drawing(rest, baselineAt: CGPoint(x: 0, y: line.origin.y))
    }
}
