import Foundation
import FlipbookImage

/// A fresh temporary folder for one test, and grey PNGs in it.
struct WorkFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-cli-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes a `width`×`height` PNG of grey `level` at `name`, creating folders; returns its path.
    @discardableResult
    func grey(_ name: String, width: Int = 8, height: Int = 8, level: UInt8 = 128) throws -> String {
        try FileManager.default.createDirectory(atPath: (path(name) as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try PNG.write(RGBAImage(width: width, height: height, fill: (level, level, level, 255)), to: path(name))
        return path(name)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
