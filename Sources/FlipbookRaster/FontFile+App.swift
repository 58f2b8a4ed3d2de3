import Foundation

extension FontFile {
    /// The app's own font files, found once per process beside the executable, as iOS finds an
    /// app's fonts in its bundle: the `.ttf`, `.otf` and `.ttc` files at the top of the main bundle
    /// (the executable's folder), then those anywhere in each resource bundle built beside it
    /// (`*.resources`, `*.bundle`: a package target's `Bundle.module`, which holds the fonts its
    /// `resources:` list), each folder's by name.
    package static let app: [FontFile] = app(in: Bundle.main.bundlePath)

    /// The app's font files in the executable folder `folder` (see ``app``).
    static func app(in folder: String) -> [FontFile] {
        let manager = FileManager.default
        let children = ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        var paths = children.filter(isFontFile).map { folder + "/" + $0 }
        for bundle in children where bundle.hasSuffix(".resources") || bundle.hasSuffix(".bundle") {
            let root = folder + "/" + bundle
            let nested = ((try? manager.subpathsOfDirectory(atPath: root)) ?? []).sorted()
            paths += nested.filter(isFontFile).map { root + "/" + $0 }
        }
        return paths.filter(manager.isReadableFile).map { FontFile(path: $0, package: nil) }
    }

    /// Whether `name` is a TrueType, OpenType or TrueType-collection file's.
    private static func isFontFile(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc")
    }
}
