import CPangoCairo
@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// A cut line draws its ellipsis at the ellipsis's own width, right against the characters after
/// it, as TextKit does; the width pango would add to the ellipsis goes to the line's ends.
@Suite struct EllipsisGapTests {
    static let file = "Quarterly-report-approved.pdf"

    /// The elided bytes of the layout's one line: the ellipsis run's item covers them.
    static func elided(in layout: OpaquePointer) throws -> Range<Int> {
        var node = try #require(pango_layout_get_line_readonly(layout, 0)).pointee.runs
        while let current = node {
            let item = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item.pointee
            if item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                return Int(item.offset)..<Int(item.offset + item.length)
            }
            node = current.pointee.next
        }
        throw CancellationError()
    }

    /// The glyphs of the layout's one line, left to right: (advance, x offset, is the ellipsis).
    static func glyphs(in layout: OpaquePointer) throws -> [(width: Int32, offset: Int32, isEllipsis: Bool)] {
        var glyphs: [(width: Int32, offset: Int32, isEllipsis: Bool)] = []
        var node = try #require(pango_layout_get_line_readonly(layout, 0)).pointee.runs
        while let current = node {
            let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            let isEllipsis = run.item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
            let string = run.glyphs.pointee
            for index in 0..<Int(string.num_glyphs) {
                glyphs.append((string.glyphs[index].geometry.width, string.glyphs[index].geometry.x_offset, isEllipsis))
            }
            node = current.pointee.next
        }
        return glyphs
    }

    /// The ellipsis keeps its own advance, so the characters after it follow it directly; the line
    /// still fills the width, the rest of it at the end (leading), the start (trailing) or both.
    @Test(arguments: [TextTruncation.middle, .head, .tail])
    func theEllipsisKeepsItsAdvanceAndTheRestLiesWhereTheAlignmentPutsIt(truncation: TextTruncation) throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        let font = FontSpec(size: 17)
        let ellipsisWidth = try #require(engine.makeLayout(TextLayoutSpec(string: "…", font: font))).metrics.size.width
        var lines: [TextLineAlignment: [(width: Int32, offset: Int32, isEllipsis: Bool)]] = [:]
        for alignment in [TextLineAlignment.leading, .center, .trailing] {
            let spec = TextLayoutSpec(string: Self.file, font: font, width: 150, alignment: alignment, lineLimit: 1,
                                      truncation: truncation)
            let layout = try #require(engine.makeLayout(spec))
            #expect(layout.metrics.size.width == 150)
            let glyphs = try Self.glyphs(in: layout.layout)
            #expect(glyphs.map(\.width).reduce(0, +) == 150 * PANGO_SCALE)
            lines[alignment] = glyphs
        }
        let leading = try #require(lines[.leading]), center = try #require(lines[.center]),
            trailing = try #require(lines[.trailing])
        // The rest of the width: what the last glyph has beyond its trailing-aligned advance.
        let rest = leading.last!.width - trailing.last!.width
        #expect(rest > 0)
        #expect(leading.first!.offset == 0 && trailing.first!.offset == rest && center.first!.offset == rest / 2)
        #expect(center.last!.width == trailing.last!.width + rest - rest / 2)
        // The ellipsis advances by its own width, plus the rest's share where it ends the line.
        for (alignment, glyphs) in lines {
            let start = glyphs.first!.offset, end = glyphs.last!.width - trailing.last!.width
            #expect(start + end == rest)
            let index = try #require(glyphs.firstIndex { $0.isEllipsis })
            let own = glyphs[index].width - (index == 0 ? start : 0) - (index == glyphs.count - 1 ? end : 0)
            #expect(CGFloat(own) / CGFloat(PANGO_SCALE) == ellipsisWidth, "\(alignment)")
        }
        // Every glyph but the first and last advances alike whatever the alignment.
        #expect(leading.dropFirst().dropLast().map(\.width) == trailing.dropFirst().dropLast().map(\.width))
    }

    @Test func theMiddleCutKeepsBothEnds() throws {
        let engine = try PangoTextEngine(fonts: FontSet.pinned())
        let layout = try #require(engine.makeLayout(TextLayoutSpec(string: Self.file, font: FontSpec(size: 17), width: 150,
                                                                   lineLimit: 1, truncation: .middle)))
        let elided = try Self.elided(in: layout.layout)
        let bytes = Array(Self.file.utf8)
        #expect(String(decoding: bytes[..<elided.lowerBound], as: UTF8.self) == "Quarter")
        #expect(String(decoding: bytes[elided.upperBound...], as: UTF8.self) == "oved.pdf")
    }
}
