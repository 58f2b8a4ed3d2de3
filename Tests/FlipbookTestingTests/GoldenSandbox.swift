import Foundation
import FlipbookImage
@testable import FlipbookTesting

/// A golden location in a temporary folder, and a verifier over hand-made 4×4 frames.
struct GoldenSandbox {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-goldens-\(UUID().uuidString)")
    var location: GoldenLocation {
        GoldenLocation(directory: root.appendingPathComponent("goldens").path,
                       artifactsDirectory: root.appendingPathComponent("artifacts").path)
    }

    /// Frames 0 and 30 of a 4×4 scene at 60 fps, grey `gray`.
    static func frames(gray: UInt8 = 128, size: Int = 4) -> [Int: RGBAImage] {
        [0: RGBAImage(width: size, height: size, fill: (gray, gray, gray, 255)),
         30: RGBAImage(width: size, height: size, fill: (gray, gray, gray, 255))]
    }

    func verify(_ images: [Int: RGBAImage], mode: RecordMode, fps: Int = 60, environment: RenderEnvironment? = nil) -> [String] {
        let first = images.values.first!
        let manifest = SequenceManifest(scene: "grey", width: first.width, height: first.height, scale: 1, fps: fps,
                                        frameCount: 60, frames: Array(images.keys), flipbookVersion: "0.1.0",
                                        environment: environment)
        return FrameSequenceVerifier(images: images, manifest: manifest, location: location, mode: mode,
                                     modeOrigin: "test", tolerance: .exact).run()
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
    func remove() { try? FileManager.default.removeItem(at: root) }
}
