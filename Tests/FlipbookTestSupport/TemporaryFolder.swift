import Foundation
import FlipbookImage

/// A fresh folder under the system temporary directory for one test, removed by `remove()` or,
/// at the latest, when released.
public final class TemporaryFolder: Sendable {
    public let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-tests-\(UUID().uuidString)")

    public init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { remove() }

    public var path: String { url.path }

    /// The path of `relative` inside the folder.
    public func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// The names in the folder, sorted.
    public func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }

    /// Writes a `width`×`height` PNG of grey `gray` at `relative`, creating folders; returns its path.
    @discardableResult
    public func png(_ relative: String, width: Int = 4, height: Int = 4, gray: UInt8 = 128) throws -> String {
        let path = path(relative)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try PNG.write(RGBAImage(width: width, height: height, fill: (gray, gray, gray, 255)), to: path)
        return path
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
