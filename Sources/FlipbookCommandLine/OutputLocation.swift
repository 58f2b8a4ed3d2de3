import FlipbookImage
import FlipbookMessages
import FlipbookPlayer
import Foundation

/// Where a command writes, checked and prepared before any work starts: not empty, a file is
/// not a folder, the folder exists (created with its parents), and the temporary files that
/// killed runs left in it are removed.
enum OutputLocation {
    /// Prepares the folder of the file `path`, given as `option`; returns `path`.
    @discardableResult
    static func file(_ path: String, option: String) throws -> String {
        guard !path.isEmpty else { throw PlayerError.usage("\(option) is empty: name a file to write") }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue {
            throw PlayerError.usage("\(option) \(OneLine.echo(path)) is a folder: name a file to write")
        }
        let folder = (path as NSString).deletingLastPathComponent
        try prepare(folder.isEmpty ? "." : folder)
        return path
    }

    /// Prepares the folder `path`, given as `option`; returns `path`.
    @discardableResult
    static func folder(_ path: String, option: String) throws -> String {
        guard !path.isEmpty else { throw PlayerError.usage("\(option) is empty: name a folder to write to") }
        try prepare(path)
        return path
    }

    private static func prepare(_ folder: String) throws {
        do { try AtomicFile.prepareDirectory(folder) } catch {
            throw PlayerError.failure("cannot create the folder \(OneLine.echo(folder)): \(error.message)")
        }
    }
}
