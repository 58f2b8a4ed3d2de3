import FlipbookReport
import Foundation
import FuzzSupport

/// `sequence.json` on arbitrary bytes: a manifest whose frames are increasing and inside its
/// frame count, or a one-line reason; differences between manifests are one line each.
enum ManifestTarget {
    static let reference = SequenceManifest(scene: "fuzz", width: 400, height: 300, scale: 2, fps: 60, frameCount: 60,
                                            frames: [0, 15, 30, 45, 59], flipbookVersion: "0.1.0")

    static func run(_ input: UnsafeRawBufferPointer) {
        do {
            let manifest = try SequenceManifest.decode(Data(input))
            precondition((1...1_000_000).contains(manifest.frameCount))
            precondition(zip(manifest.frames, manifest.frames.dropFirst()).allSatisfy { $0 < $1 })
            precondition(manifest.frames.allSatisfy { (0..<manifest.frameCount).contains($0) })
            manifest.differences(from: reference).forEach(checkOneLine)
            reference.differences(from: manifest).forEach(checkOneLine)
        } catch {
            checkOneLine(error.description)
        }
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ManifestTarget.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum ManifestFuzzer {
    static func main() { FuzzMain.run(ManifestTarget.run) }
}
