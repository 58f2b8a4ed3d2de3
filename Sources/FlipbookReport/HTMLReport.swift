import Foundation
import FlipbookImage
import FlipbookMessages

/// A self-contained HTML page showing a `Comparison`: a summary, a mismatch bar per frame
/// (height from the share of differing pixels; gaps marked), and for every image that did not
/// pass its Diff, Actual, Expected, Side by side and Slider views. Images are embedded as
/// `data:` URIs, so the single file works offline and can be moved or attached anywhere.
///
/// Written as the comparison runs: `add` puts each image's section in an unnamed temporary file
/// (gone with the process, however it ends), so no image is kept in memory; `finish` writes the
/// page beside its path and renames it into place, so the page is complete or absent.
public final class HTMLReport {
    /// Where the page goes.
    public let path: String
    private let sections: UnsafeMutablePointer<FILE>
    private var sectionCount = 0
    private var failure: InputError?

    /// Images larger than this are named in the page instead of embedded (32 MiB).
    static let maximumEmbeddedSize = 32 << 20

    /// Starts a page for `path`; throws an `InputError` naming it when no temporary file can be made.
    public init(path: String) throws(InputError) {
        self.path = path
        guard let file = tmpfile() else { throw Self.writeError(path, String(cString: strerror(errno))) }
        sections = file
    }

    deinit { fclose(sections) }

    /// Adds the section of `image` (nothing when it passed), with its diff image if it has one.
    public func add(_ image: ComparedImage, diff: RGBAImage?) {
        guard image.status != .passed, failure == nil else { return }
        let bytes = Array(section(for: image, diff: diff, index: sectionCount).utf8)
        sectionCount += 1
        if fwrite(bytes, 1, bytes.count, sections) != bytes.count {
            failure = Self.writeError(path, String(cString: strerror(errno)))
        }
    }

    /// Writes the page for `comparison` (whose images were added) to `path`, atomically.
    public func finish(_ comparison: Comparison) throws(InputError) {
        if let failure { throw failure }
        do {
            let file = try AtomicFile(path: path)
            try file.write(Array(head(comparison).utf8))
            rewind(sections)
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            while case let count = fread(&chunk, 1, chunk.count, sections), count > 0 {
                try file.write(Array(chunk[0..<count]))
            }
            if ferror(sections) == 0 {
                try file.write(Array(tail(comparison).utf8))
                try file.commit()
                return
            }
        } catch {
            throw Self.writeError(path, error.message)
        }
        throw Self.writeError(path, "its sections could not be read back")
    }

    private static func writeError(_ path: String, _ reason: String) -> InputError {
        InputError("cannot write \(OneLine.echo(path)): \(reason)")
    }

    /// The page up to the sections.
    private func head(_ comparison: Comparison) -> String {
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
            <p class="counts">\(counts(comparison))</p>
            <p class="tolerance">\(Self.escape(comparison.tolerance.summary))</p>

            """
        let notes = comparison.environmentNote.map { [$0] } ?? []
            + comparison.gaps + comparison.manifestDifferences.map { "sequence.json differs: \($0)" }
        if !notes.isEmpty {
            page += "<ul class=\"notes\">" + notes.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>\n"
        }
        page += "</header>\n"
        if comparison.images.count > 1 { page += timeline(comparison) }
        return page + "<main>\n"
    }

    /// The page after the sections: the names of the images that passed.
    private func tail(_ comparison: Comparison) -> String {
        let passed = comparison.images(.passed)
        var page = "</main>\n"
        if !passed.isEmpty {
            page += "<details class=\"passed-list\"><summary>\(passed.count) passed</summary><p>"
                + passed.map { Self.escape($0.name) }.joined(separator: " ") + "</p></details>\n"
        }
        return page + "</body></html>\n"
    }

    /// `58 passed · 1 failed · …`, zero counts left out.
    private func counts(_ comparison: Comparison) -> String {
        let statuses: [ComparedImage.Status] = [.passed, .failed, .new, .missing, .error]
        return statuses.compactMap { status in
            let count = comparison.images(status).count
            return count == 0 ? nil : "<span class=\"\(status.rawValue)\">\(count) \(status.rawValue)</span>"
        }.joined(separator: " · ")
    }

    /// One bar per image, frames in number order with one hatched bar for each run of numbers in
    /// neither folder, then the other images.
    private func timeline(_ comparison: Comparison) -> String {
        let worst = comparison.images.compactMap { $0.verdict?.result.diffRatio }.max() ?? 0
        let frames = comparison.images.filter { $0.frame != nil }
        var bars: [String] = []
        var previous: Int?
        for image in frames {
            let number = image.frame!
            if let previous, number - previous > 1 {
                let title = number - previous == 2 ? "frame \(previous + 1)" : "frames \(previous + 1) to \(number - 1)"
                bars.append("<span class=\"bar gap\" title=\"\(title): in neither folder\"></span>")
            }
            if previous != number { bars.append(bar(for: image, worst: worst)) }
            previous = number
        }
        bars += comparison.images.filter { $0.frame == nil }.map { bar(for: $0, worst: worst) }
        let axis = frames.first.map { "<div class=\"axis\"><span>frame \($0.frame!)</span><span>frame \(frames.last!.frame!)</span></div>" } ?? ""
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
