import Foundation

/// A folder of links to exactly the pinned font files, so fontconfig can keep what it reads from
/// them in a cache and a new process loads the fonts without reading them again. The folder's
/// name follows the files' paths, sizes and modification times: fonts changed by an upgrade get a
/// new folder and a new cache. Links are numbered in the files' order, four digits wide, which
/// fontconfig keeps (it sorts a folder's names) however many fonts an app adds, so fonts match as
/// when loaded one by one.
struct FontDirectory {
    /// The folder of links.
    let path: String
    /// Where fontconfig keeps its caches of such folders.
    let cachePath: String

    /// The folder for `files` under `root` (made if missing), or nil when it cannot be made there.
    init?(files: [FontFile], root: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for file in files {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            for byte in "\(file.path)\0\(size)\0\(modified)\n".utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
            }
        }
        path = "\(root)/fonts-\(String(hash, radix: 16))"
        cachePath = "\(root)/fontconfig"
        guard Self.make(path, linking: files) else { return nil }
    }

    /// Makes the folder whole or not at all: links made in a temporary folder, renamed into place
    /// (another process making it at the same time leaves the same folder).
    private static func make(_ path: String, linking files: [FontFile]) -> Bool {
        let manager = FileManager.default
        if manager.fileExists(atPath: path) { return true }
        let parent = (path as NSString).deletingLastPathComponent
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        do {
            try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            try manager.createDirectory(atPath: temporary, withIntermediateDirectories: false)
            for (index, file) in files.enumerated() {
                let name = String(format: "%04d-", index) + (file.path as NSString).lastPathComponent
                try manager.createSymbolicLink(atPath: "\(temporary)/\(name)", withDestinationPath: file.path)
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            return false
        }
        if rename(temporary, path) != 0 { try? manager.removeItem(atPath: temporary) }
        return manager.fileExists(atPath: path)
    }

    /// The cache root: `$XDG_CACHE_HOME/flipbook`, else `~/.cache/flipbook`.
    static var defaultRoot: String? {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return "\(cache)/flipbook" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return "\(home)/.cache/flipbook"
    }
}
