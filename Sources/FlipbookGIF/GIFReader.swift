import CGIF
import FlipbookImage

/// Reads GIF files with giflib (`DGifSlurp`) and composites their frames, honouring each
/// image's transparent index and disposal method (none/do-not-dispose, background = clear to
/// transparent, previous = restore).
public enum GIFReader {
    /// Decodes the GIF at `path`.
    public static func read(contentsOf path: String) throws(GIFError) -> GIFAnimation {
        var error: Int32 = 0
        guard let gif = DGifOpenFileName(path, &error) else {
            throw GIFError(path: path, reason: .giflib(code: error, message: message(error)), reading: true)
        }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else {
            throw GIFError(path: path, reason: .giflib(code: gif.pointee.Error, message: message(gif.pointee.Error)), reading: true)
        }
        let width = Int(gif.pointee.SWidth)
        let height = Int(gif.pointee.SHeight)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var frames: [RGBAImage] = []
        var delays: [Int] = []
        var loopCount: Int?
        for index in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[index]
            loopCount = loopCount ?? netscapeLoopCount(image)
            var control = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
                                               TransparentColor: NO_TRANSPARENT_COLOR)
            _ = DGifSavedExtensionToGCB(gif, Int32(index), &control)
            guard let map = image.ImageDesc.ColorMap ?? gif.pointee.SColorMap else {
                throw GIFError(path: path, reason: .giflib(code: D_GIF_ERR_NO_COLOR_MAP, message: message(D_GIF_ERR_NO_COLOR_MAP)),
                               reading: true)
            }
            let desc = image.ImageDesc
            let saved = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
            let left = Int(desc.Left)
            let top = Int(desc.Top)
            for row in 0..<Int(desc.Height) where top + row < height {
                for column in 0..<Int(desc.Width) where left + column < width {
                    let value = Int32(image.RasterBits[row * Int(desc.Width) + column])
                    guard value != control.TransparentColor, value < map.pointee.ColorCount else { continue }
                    let color = map.pointee.Colors[Int(value)]
                    let out = ((top + row) * width + left + column) * 4
                    canvas[out] = color.Red
                    canvas[out + 1] = color.Green
                    canvas[out + 2] = color.Blue
                    canvas[out + 3] = 255
                }
            }
            do {
                frames.append(try RGBAImage(width: width, height: height, pixels: canvas))
            } catch {
                throw GIFError(path: path, reason: .invalidArgument(error.description), reading: true)
            }
            delays.append(Int(control.DelayTime))
            if control.DisposalMode == DISPOSE_BACKGROUND {
                for row in max(0, top)..<min(height, top + Int(desc.Height)) {
                    for column in max(0, left)..<min(width, left + Int(desc.Width)) {
                        let out = (row * width + column) * 4
                        canvas[out..<(out + 4)] = [0, 0, 0, 0]
                    }
                }
            } else if let saved {
                canvas = saved
            }
        }
        return GIFAnimation(width: width, height: height, frames: frames, delays: delays, loopCount: loopCount)
    }

    /// The loop count of a NETSCAPE2.0 application extension stored before `image`, if any.
    private static func netscapeLoopCount(_ image: SavedImage) -> Int? {
        let count = Int(image.ExtensionBlockCount)
        for i in 0..<count where i + 1 < count {
            let block = image.ExtensionBlocks[i]
            let next = image.ExtensionBlocks[i + 1]
            guard block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                Array(UnsafeBufferPointer(start: block.Bytes, count: 11)) == Array("NETSCAPE2.0".utf8),
                next.Function == CONTINUE_EXT_FUNC_CODE, next.ByteCount >= 3, next.Bytes[0] == 1
            else { continue }
            return Int(next.Bytes[1]) | Int(next.Bytes[2]) << 8
        }
        return nil
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
    }
}
