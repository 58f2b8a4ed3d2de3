import Flipbook
import FlipbookImage
import FlipbookMessages

extension SceneRenderer {
    /// Writes only the key frames of `scene` (see `keyFrames(_:)`) as `options` say, to
    /// `DIR/NAME/frame-00015.png`…, removing the folder's other frames, and returns them.
    public func renderKeyFrames(_ scene: FlipbookScene, options: RenderOptions) throws -> [KeyFrame] {
        let (configured, scale) = try configure(scene, options)
        let keyFrames = try self.keyFrames(configured)
        let files = FrameFiles(outputDirectory: options.outputDirectory, scene: scene.name)
        try files.prepare()
        files.removeFrames(from: 0)
        try renderFrames(configured, frames: keyFrames.map(\.index), scale: scale) { index, image in
            do { try PNG.write(image, to: files.path(ofFrame: index)) } catch {
                throw PlayerError.failure("cannot write \(OneLine.echo(files.path(ofFrame: index))): \(error)")
            }
        }
        return keyFrames
    }
}
