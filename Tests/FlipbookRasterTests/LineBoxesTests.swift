@testable import FlipbookRaster
import FlipbookDisplayList
import Foundation
import Testing

/// The lines and characters pango lays a text out in, as text renderers get them.
@Suite struct LineBoxesTests {
    @Test func linesCoverTheTextAndSitOnItsBaselines() throws {
        let measurer = try PangoTextMeasurer(fonts: FontSet.pinned())
        let string = "Your year in review is ready. See the places you went."
        let spec = TextLayoutSpec(string: string, font: FontSpec(size: 17), width: 150, alignment: .center)
        let metrics = measurer.measure(spec)
        let lines = measurer.lineBoxes(of: spec)
        #expect(lines.count == 4)
        // One after another, from the first byte to the last.
        #expect(lines.first?.range.lowerBound == 0 && lines.last?.range.upperBound == string.utf8.count)
        for (line, next) in zip(lines, lines.dropFirst()) { #expect(line.range.upperBound == next.range.lowerBound) }
        #expect(lines.first.map { Double($0.origin.y) } == metrics.firstBaseline && lines.last.map { Double($0.origin.y) } == metrics.lastBaseline)
        for line in lines {
            // Centred in the box, each character where the one before it ends.
            #expect(abs(line.origin.x * 2 + line.width - Double(metrics.size.width)) < 1 / 512)
            #expect(line.clusters.first.map(\.x) == Double(line.origin.x))
            for (cluster, next) in zip(line.clusters, line.clusters.dropFirst()) {
                #expect(abs(cluster.x + cluster.width - next.x) < 1 / 512)
                #expect(cluster.range.upperBound == next.range.lowerBound)
            }
            #expect(line.clusters.map(\.range.count).reduce(0, +) == line.range.count)
            #expect(!line.isTruncated && !line.clusters.contains(where: \.isEllipsis))
        }
    }

    @Test func aCutLineEndsInAnEllipsisStandingForTheRest() throws {
        let measurer = try PangoTextMeasurer(fonts: FontSet.pinned())
        let string = "The songs you loved, and the friends you met along the way."
        let lines = measurer.lineBoxes(of: TextLayoutSpec(string: string, font: FontSpec(size: 17), width: 150, lineLimit: 2))
        #expect(lines.map(\.isTruncated) == [false, true])
        let ellipsis = try #require(lines.last?.clusters.last)
        #expect(ellipsis.isEllipsis)
        // It stands for every byte after the characters kept, to the end of the text.
        #expect(ellipsis.range.upperBound == string.utf8.count)
        #expect(lines.last?.clusters.dropLast().last?.range.upperBound == ellipsis.range.lowerBound)
    }
}
