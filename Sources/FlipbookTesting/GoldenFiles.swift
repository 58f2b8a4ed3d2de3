import Foundation
import FlipbookImage
import FlipbookReport

/// File operations on a golden sequence folder and its artifacts folder.
struct GoldenFiles {
    let location: GoldenLocation

    /// Removes the artifacts of an earlier run of this sequence.
    func clearArtifacts() throws {
        if FileManager.default.fileExists(atPath: location.artifactsDirectory) {
            try FileManager.default.removeItem(atPath: location.artifactsDirectory)
        }
    }

    /// Writes a golden frame (zlib level 6: goldens are committed).
    func writeGolden(_ image: RGBAImage, frame: Int) throws {
        try makeFolder(location.directory)
        try PNG.write(image, to: location.goldenPath(ofFrame: frame), options: .standard)
    }

    /// Writes an actual or diff image of a failing frame.
    func writeArtifact(_ image: RGBAImage, to path: String) throws {
        try makeFolder(location.artifactsDirectory)
        try PNG.write(image, to: path)
    }

    /// Replaces the whole sequence: removes its frame files, writes `images` and `manifest`.
    func recordAll(_ images: [Int: RGBAImage], manifest: SequenceManifest) throws {
        try makeFolder(location.directory)
        for name in try FileManager.default.contentsOfDirectory(atPath: location.directory)
        where FrameDirectory.frameNumber(of: name) != nil {
            try FileManager.default.removeItem(atPath: (location.directory as NSString).appendingPathComponent(name))
        }
        for (frame, image) in images { try writeGolden(image, frame: frame) }
        try manifest.write(to: location.manifestPath)
    }

    private func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
}
