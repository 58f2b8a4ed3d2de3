import CPangoCairo
import Foundation

/// An isolated fontconfig configuration holding only pinned font files, loaded by path, so text
/// output never depends on the machine's fontconfig setup. Immutable after init and shared by
/// every ``Rasterizer`` and ``PangoTextMeasurer``, each of which builds its own pango font map on it.
public final class FontSet: @unchecked Sendable {
    /// The isolated `FcConfig*`; only read after init.
    let config: OpaquePointer

    /// The default set: Inter (all weights and italics) for `.sans` and `.rounded`, DejaVu Serif and
    /// DejaVu Sans Mono for `.serif` and `.monospaced`, Noto Sans CJK as fallback for every family.
    /// Scans about 60 MB of font files (tens of milliseconds): create once and share.
    public static func pinned() throws -> FontSet {
        try FontSet(files: FontFile.pinned)
    }

    /// Loads exactly `files` into a fresh configuration; throws ``FontError`` for the first file
    /// that is missing or that fontconfig cannot read (``RasterError`` if fontconfig fails outright).
    package init(files: [FontFile]) throws {
        guard let config = FcConfigCreate() else {
            throw RasterError(description: "FcConfigCreate failed (out of memory)")
        }
        for file in files {
            let added = FileManager.default.isReadableFile(atPath: file.path) && file.path.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.path.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0) != 0
                }
            }
            guard added else {
                FcConfigDestroy(config)
                throw FontError(path: file.path, package: file.package)
            }
        }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }
}
