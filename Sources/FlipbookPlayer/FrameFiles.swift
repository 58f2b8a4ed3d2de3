import Foundation
import FlipbookImage
import FlipbookMessages

/// Where a scene's frames go: `DIR/NAME/frame-00000.png`.
struct FrameFiles {
    let directory: String

    init(outputDirectory: String, scene: String) {
        directory = (outputDirectory as NSString).appendingPathComponent(scene)
    }

    func path(ofFrame index: Int) -> String {
        (directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", index))
    }

    /// Creates the folder and removes what killed runs left in it, or explains in one line why
    /// it cannot be written.
    func prepare() throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw PlayerError.failure("cannot write frames to \(OneLine.echo(directory)): a file with that name is in the way")
        }
        do { try AtomicFile.prepareDirectory(directory) } catch {
            throw PlayerError.failure("cannot create \(OneLine.echo(directory)): \(error.message); choose another --out")
        }
        guard manager.isWritableFile(atPath: directory) else {
            throw PlayerError.failure("cannot write to \(OneLine.echo(directory)): permission denied; choose another --out")
        }
    }

    /// Removes frames left over from an earlier, longer render.
    func removeFrames(from count: Int) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") {
            if let index = Int(name.dropFirst(6).dropLast(4)), index >= count {
                try? manager.removeItem(atPath: (directory as NSString).appendingPathComponent(name))
            }
        }
    }
}
