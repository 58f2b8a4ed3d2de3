import Flipbook
import FlipbookImage
import FlipbookRaster

extension SceneRenderer {
    /// Renders `frames` of `scene` into memory on the calling thread, at `scale` (the scene's
    /// own when nil). The pixels are those `render` writes to PNG files; earlier frames are
    /// still simulated. Throws `PlayerError.usage` for a frame outside the scene.
    public func renderImages(_ scene: FlipbookScene, frames: [Int], scale: Double? = nil) throws -> [Int: RGBAImage] {
        let (configured, pixelScale) = try configure(scene, RenderOptions(scale: scale))
        let frameCount = configured.frameCount
        if let outside = frames.first(where: { !(0..<frameCount).contains($0) }) {
            throw PlayerError.usage("frame \(outside): \(scene.name) has frames 0..\(frameCount - 1)")
        }
        guard let last = frames.max() else { return [:] }
        let (width, height) = configured.pixelSize(scale: pixelScale)
        let wanted = Set(frames)
        var images: [Int: RGBAImage] = [:]
        do {
            let run = try SceneRun(scene: configured, scale: pixelScale, textMeasurer: measurer)
            let rasterizer = try Rasterizer(fonts: fonts, pixelWidth: width, pixelHeight: height, scale: pixelScale)
            for index in 0...last {
                let list = try run.displayList(at: run.time(ofFrame: index))
                guard wanted.contains(index) else { continue }
                rasterizer.render(list, background: run.background)
                images[index] = rasterizer.withPremultipliedPixels { base, width, height, stride in
                    RGBAImage(premultipliedARGB32: base, width: width, height: height, stride: stride)
                }
            }
        } catch {
            throw PlayerError.failure("\(error)")
        }
        return images
    }
}
