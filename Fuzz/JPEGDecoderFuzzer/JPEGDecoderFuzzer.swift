import FlipbookImage
import FuzzSupport

/// The JPEG decoder (libjpeg-turbo, then Flipbook's EXIF orientation reader) on arbitrary bytes,
/// as they are and behind a JPEG's first marker (so mutations reach the segment parsers): it
/// returns an image within `PNGLimits` or throws.
enum JPEGDecoderTarget {
    static func run(_ input: UnsafeRawBufferPointer) {
        let bytes = Array(input)
        check(bytes)
        check([0xFF, 0xD8, 0xFF] + bytes)
    }

    private static func check(_ bytes: [UInt8]) {
        guard let image = try? ImageFileDecoder.decode(bytes) else { return }
        precondition(image.width <= PNGLimits.maximumSide && image.height <= PNGLimits.maximumSide)
        precondition(image.width * image.height <= PNGLimits.maximumPixelCount)
        precondition(image.pixels.count == image.width * image.height * 4)
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    JPEGDecoderTarget.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}
#endif

@main enum JPEGDecoderFuzzer {
    static func main() { FuzzMain.run(JPEGDecoderTarget.run) }
}
