import Foundation
import FlipbookImage

/// A self-contained HTML page showing a `Comparison`: a summary, a mismatch bar per frame
/// (height from the share of differing pixels; gaps marked), and for every image that did not
/// pass its Diff, Actual, Expected, Side by side and Slider views. Images are embedded as
/// `data:` URIs, so the single file works offline and can be moved or attached anywhere.
public struct HTMLReport {
    public let comparison: Comparison

    public init(_ comparison: Comparison) {
        self.comparison = comparison
    }

    /// Writes the page to `path` atomically; throws an `InputError` naming the file.
    public func write(to path: String) throws(InputError) {
        do { try Data(html.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw InputError("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }

    /// The page.
    public var html: String {
        let failing = comparison.images.filter { $0.status != .passed }
        let passed = comparison.images(.passed)
        let title = comparison.passes ? "passed" : "\(comparison.reason)"
        var page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Flipbook compare: \(Self.escape(title))</title>
            <style>\(HTMLStyle.css)</style></head>
            <body>
            <header><h1>Flipbook compare <span class="badge \(comparison.passes ? "passed" : "failed")">\(Self.escape(title))</span></h1>
            <p class="paths">expected <code>\(Self.escape(comparison.expected))</code><br>actual <code>\(Self.escape(comparison.actual))</code></p>
            <p class="counts">\(counts)</p>
            <p class="tolerance">\(Self.escape(comparison.tolerance.summary))</p>

            """
        let notes = comparison.gaps + comparison.manifestDifferences.map { "sequence.json differs: \($0)" }
        if !notes.isEmpty {
            page += "<ul class=\"notes\">" + notes.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>\n"
        }
        page += "</header>\n"
        if comparison.images.count > 1 { page += timeline }
        page += "<main>\n" + failing.enumerated().map { section(for: $1, index: $0) }.joined() + "</main>\n"
        if !passed.isEmpty {
            page += "<details class=\"passed-list\"><summary>\(passed.count) passed</summary><p>"
                + passed.map { Self.escape($0.name) }.joined(separator: " ") + "</p></details>\n"
        }
        return page + "</body></html>\n"
    }

    /// `58 passed · 1 failed · …`, zero counts left out.
    private var counts: String {
        let statuses: [ComparedImage.Status] = [.passed, .failed, .new, .missing, .error]
        return statuses.compactMap { status in
            let count = comparison.images(status).count
            return count == 0 ? nil : "<span class=\"\(status.rawValue)\">\(count) \(status.rawValue)</span>"
        }.joined(separator: " · ")
    }

    /// One bar per frame number from the first to the last (gaps included), then the other images.
    private var timeline: String {
        let byFrame = Dictionary(comparison.images.compactMap { image in image.frame.map { ($0, image) } },
                                 uniquingKeysWith: { first, _ in first })
        let worst = comparison.images.compactMap { $0.verdict?.result.diffRatio }.max() ?? 0
        var bars: [String] = []
        if let first = byFrame.keys.min(), let last = byFrame.keys.max() {
            bars = (first...last).map { number in
                byFrame[number].map { bar(for: $0, worst: worst) }
                    ?? "<span class=\"bar gap\" title=\"frame \(number): in neither folder\"></span>"
            }
        }
        bars += comparison.images.filter { $0.frame == nil }.map { bar(for: $0, worst: worst) }
        let axis = byFrame.keys.min().map { "<div class=\"axis\"><span>frame \($0)</span><span>frame \(byFrame.keys.max()!)</span></div>" } ?? ""
        return "<section class=\"timeline\"><h2>Mismatch per frame</h2><div class=\"bars\">"
            + bars.joined() + "</div>\(axis)</section>\n"
    }

    private func bar(for image: ComparedImage, worst: Double) -> String {
        var height = 100.0
        if image.status == .passed {
            height = 6
        } else if let result = image.verdict?.result, result.sizeMismatch == nil, worst > 0 {
            height = 15 + 85 * (result.diffRatio / worst).squareRoot()
        }
        let label = Self.escape("\(image.name): \(image.status.rawValue), \(image.detail)")
        let style = "style=\"height:\(String(format: "%.1f", height))%\""
        return image.status == .passed
            ? "<span class=\"bar passed\" \(style) title=\"\(label)\"></span>"
            : "<a class=\"bar \(image.status.rawValue)\" \(style) href=\"#\(Self.anchor(image))\" title=\"\(label)\"></a>"
    }

    /// The element id of an image's section.
    static func anchor(_ image: ComparedImage) -> String {
        "image-" + image.name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }

    /// `text` with `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
