import Foundation
import FlipbookImage

extension HTMLReport {
    /// An image's section: heading, detail and its views as CSS tabs (none for an unreadable image).
    func section(for image: ComparedImage, diff diffImage: RGBAImage?, index: Int) -> String {
        let readable = image.status != .error
        let expected = readable ? image.expectedPath.flatMap(Self.dataURI(ofFile:)) : nil
        let actual = readable ? image.actualPath.flatMap(Self.dataURI(ofFile:)) : nil
        let diff = diffImage.flatMap { try? PNG.encode($0) }.map(Self.dataURI(ofPNG:))
        var views: [(String, String)] = []
        if let diff { views.append(("Diff", Self.figure(diff, caption: "diff"))) }
        if let actual { views.append(("Actual", Self.figure(actual, caption: "actual"))) }
        if let expected { views.append(("Expected", Self.figure(expected, caption: "expected"))) }
        if let expected, let actual {
            views.append(("Side by side", "<div class=\"side\">\(Self.figure(expected, caption: "expected"))"
                          + "\(Self.figure(actual, caption: "actual"))</div>"))
            views.append(("Slider", Self.slider(expected: expected, actual: actual)))
        }
        let group = "views-\(index)"
        let tabs = views.enumerated().map { number, view in
            "<input type=\"radio\" name=\"\(group)\" id=\"\(group)-\(number)\"\(number == 0 ? " checked" : "")>"
                + "<label for=\"\(group)-\(number)\">\(view.0)</label>"
        }.joined()
        let panels = views.map { "<div class=\"panel\">\($0.1)</div>" }.joined()
        return """
            <section class="image \(image.status.rawValue)" id="\(Self.anchor(image))">
            <h2><a href="#\(Self.anchor(image))">\(Self.escape(image.name))</a> <span class="badge \(image.status.rawValue)">\(image.status.rawValue)</span></h2>
            <p class="detail">\(Self.escape(image.detail))</p>
            \(views.isEmpty ? "" : "<div class=\"tabs\">\(tabs)\(panels)</div>")
            </section>

            """
    }

    private static func figure(_ uri: String, caption: String) -> String {
        "<figure><img src=\"\(uri)\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>"
    }

    /// Expected left of the handle, actual right of it.
    private static func slider(expected: String, actual: String) -> String {
        """
        <div class="slider" style="--position:50%"><div class="stack"><img src="\(expected)" alt="expected">\
        <img class="over" src="\(actual)" alt="actual"><span class="handle"></span></div>\
        <input type="range" min="0" max="100" value="50" aria-label="slider position" \
        oninput="this.parentNode.style.setProperty('--position', this.value + '%')">\
        <div class="ends"><span>◀ expected</span><span>actual ▶</span></div></div>
        """
    }

    /// The file as a `data:` URI; nil when it cannot be read or is over `maximumEmbeddedSize`.
    private static func dataURI(ofFile path: String) -> String? {
        guard let data = try? readCapped(path, limit: maximumEmbeddedSize, tooLarge: "too large to embed") else { return nil }
        return "data:image/png;base64," + data.base64EncodedString()
    }

    private static func dataURI(ofPNG bytes: [UInt8]) -> String {
        "data:image/png;base64," + Data(bytes).base64EncodedString()
    }
}
