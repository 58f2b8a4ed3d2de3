import Foundation
import FlipbookImage

/// A fresh temporary folder, removed by `remove()`.
struct Scratch {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-report-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// Writes a `width`×`height` image of one colour at `relative`, creating folders.
    @discardableResult
    func png(_ relative: String, width: Int = 4, height: Int = 4, gray: UInt8 = 128) throws -> String {
        let path = path(relative)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try PNG.write(RGBAImage(width: width, height: height, fill: (gray, gray, gray, 255)), to: path)
        return path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
