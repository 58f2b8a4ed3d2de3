import Flipbook
import FlipbookDisplayList
import FlipbookImage
import FlipbookRaster

extension SceneRenderer {
    /// Renders `frames` of `scene` into memory on the calling thread, at `scale` (the scene's
    /// own when nil). The pixels are those `render` writes to PNG files; earlier frames are
    /// still simulated. Throws `PlayerError.usage` for a frame outside the scene.
    public func renderImages(_ scene: FlipbookScene, frames: [Int], scale: Double? = nil) throws -> [Int: RGBAImage] {
        var images: [Int: RGBAImage] = [:]
        try renderFrames(scene, frames: frames, scale: scale) { index, image in images[index] = image }
        return images
    }

    /// Renders `frames` of `scene` one at a time on the calling thread and hands each to `body`
    /// in ascending order, keeping none: memory does not grow with the number of frames. A frame
    /// whose display list equals the previous one's is not drawn again. Errors `body` throws
    /// end the render as `PlayerError.failure`s.
    public func renderFrames(_ scene: FlipbookScene, frames: [Int], scale: Double? = nil,
                             _ body: (_ index: Int, _ image: RGBAImage) throws -> Void) throws {
        let (configured, pixelScale) = try configure(scene, RenderOptions(scale: scale))
        let frameCount = configured.frameCount
        if let outside = frames.first(where: { !(0..<frameCount).contains($0) }) {
            throw PlayerError.usage("frame \(outside): \(scene.name) has frames 0..\(frameCount - 1)")
        }
        guard let last = frames.max() else { return }
        let (width, height) = configured.pixelSize(scale: pixelScale)
        let wanted = Set(frames)
        do {
            let run = try SceneRun(scene: configured, scale: pixelScale, textMeasurer: measurer)
            let rasterizer = try Rasterizer(fonts: fonts, pixelWidth: width, pixelHeight: height, scale: pixelScale)
            var previous: (list: DisplayList, background: RGBAColor, image: RGBAImage)?
            for index in 0...last {
                let list = try run.displayList(at: run.time(ofFrame: index))
                guard wanted.contains(index) else { continue }
                let background = run.background
                if previous?.list != list || previous?.background != background {
                    rasterizer.render(list, background: background)
                    let image = rasterizer.withPremultipliedPixels { base, width, height, stride in
                        RGBAImage(premultipliedARGB32: base, width: width, height: height, stride: stride)
                    }
                    previous = (list, background, image)
                }
                try body(index, previous!.image)
            }
        } catch let error as PlayerError {
            throw error
        } catch {
            throw PlayerError.failure("\(error)")
        }
    }
}
