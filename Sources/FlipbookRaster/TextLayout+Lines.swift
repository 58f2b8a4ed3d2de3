import CPangoCairo
import FlipbookDisplayList
import Foundation

extension TextLayout {
    /// The layout's lines and their characters, in points from the top-left of its logical box.
    var lineBoxes: [TextLineBox] {
        var lines: [TextLineBox] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            let start = Int(line.pointee.start_index)
            lines.append(TextLineBox(
                range: start..<(start + Int(line.pointee.length)),
                origin: CGPoint(x: Self.points(logical.x) - offset.x, y: Self.points(baseline) - offset.y),
                width: Self.points(logical.width), ascent: Self.points(baseline - logical.y),
                descent: Self.points(logical.y + logical.height - baseline),
                isTruncated: Self.hasEllipsis(line), clusters: []))
        } while pango_layout_iter_next_line(iterator) != 0
        addClusters(to: &lines)
        return lines
    }

    /// Fills in each line's characters: their starts and boxes from a cluster walk, their ends at
    /// the next character's start in the string (the line's end for the last).
    private func addClusters(to lines: inout [TextLineBox]) {
        var starts: [[(start: Int, x: Double, width: Double, isEllipsis: Bool)]] = Array(repeating: [], count: lines.count)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var lineIndex = 0
        var line = pango_layout_iter_get_line_readonly(iterator)
        repeat {
            let current = pango_layout_iter_get_line_readonly(iterator)
            if current != line {
                line = current
                lineIndex += 1
            }
            // The iterator also stops at each line's end, where it is on no run.
            guard lineIndex < lines.count, let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(iterator, nil, &logical)
            starts[lineIndex].append((Int(pango_layout_iter_get_index(iterator)), Self.points(logical.x) - offset.x,
                                      Self.points(logical.width), Self.isEllipsis(run)))
        } while pango_layout_iter_next_cluster(iterator) != 0

        for index in lines.indices {
            let ordered = starts[index].sorted { $0.start < $1.start }
            var boxes: [TextClusterBox] = []
            for (position, cluster) in ordered.enumerated() {
                let end = position + 1 < ordered.count ? ordered[position + 1].start : lines[index].range.upperBound
                boxes.append(TextClusterBox(range: cluster.start..<max(cluster.start, end), x: cluster.x, width: cluster.width,
                                            isEllipsis: cluster.isEllipsis))
            }
            lines[index].clusters = boxes.sorted { $0.x < $1.x }
        }
    }

    private static func hasEllipsis(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), isEllipsis(run) { return true }
            node = current.pointee.next
        }
        return false
    }

    /// Whether `run` is the ellipsis pango puts in place of cut characters.
    static func isEllipsis(_ run: UnsafeMutablePointer<PangoGlyphItem>) -> Bool {
        run.pointee.item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
    }
}
