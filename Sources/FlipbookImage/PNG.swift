#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PNGShim

/// PNG encoding and decoding through libpng.
///
/// Decoding accepts every colour type and bit depth (palette, grey, grey+alpha, RGB, RGBA,
/// 1–16 bits, Adam7 interlacing, tRNS) and yields straight RGBA8; 16-bit samples become
/// `round(v × 255 / 65535)`. gAMA, cHRM, sRGB and iCCP are ignored (no colour management).
/// Encoding is deterministic: the same image and options give byte-identical output.
public enum PNG {
    /// Encodes `image` as 8-bit RGB when it is fully opaque, else as 8-bit RGBA.
    public static func encode(_ image: RGBAImage, options: PNGEncodingOptions = .fast) throws(ImageError) -> [UInt8] {
        guard image.width > 0, image.height > 0,
            let width = UInt32(exactly: image.width), let height = UInt32(exactly: image.height)
        else {
            throw ImageError(.encode, reason: .invalidArgument("cannot store a \(image.width)×\(image.height) image as PNG"))
        }
        let writeAlpha: Int32 = image.isOpaque ? 0 : 1
        var buffer = pngshim_buffer(data: nil, size: 0, capacity: 0)
        defer { pngshim_buffer_free(&buffer) }
        var failureMessage = ""
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PNGSHIM_MESSAGE_SIZE)) { message in
                let status = pngshim_encode(
                    pixels.baseAddress, width, height, image.width * 4, writeAlpha,
                    Int32(clamping: options.compressionLevel), options.filters.rawValue,
                    &buffer, message.baseAddress)
                if status != PNGSHIM_OK, let text = message.baseAddress {
                    failureMessage = String(cString: text)
                }
                return status
            }
        }
        guard status == PNGSHIM_OK else {
            throw ImageError(.encode, reason: reason(for: status, message: failureMessage, invalid: ImageError.Reason.invalidArgument))
        }
        return Array(UnsafeBufferPointer(start: buffer.data, count: buffer.size))
    }

    /// Decodes PNG bytes to straight RGBA8, refusing what exceeds `PNGLimits`.
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> RGBAImage {
        let result = bytes.withUnsafeBufferPointer { buffer -> Result<RGBAImage, ImageError> in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return .failure(ImageError(.decode, reason: .empty)) }
            guard buffer.count <= PNGLimits.maximumFileSize else {
                return .failure(ImageError(.decode, reason: .tooLarge(PNGLimits.inputProblem(size: buffer.count))))
            }
            return decode(pngshim_decoder_create(base, buffer.count, PNGLimits.shim))
        }
        return try result.get()
    }

    /// Reads and decodes the PNG file at `path`, reading only as far as decoding needs: a file
    /// that is not a PNG costs 8 bytes, and no more than `PNGLimits.maximumFileSize` are read.
    public static func read(contentsOf path: String) throws(ImageError) -> RGBAImage {
        let result: Result<RGBAImage, ImageError> = FileIO.withOpenFile(path) { file, size in
            if let size, size > PNGLimits.maximumFileSize {
                return .failure(ImageError(.decode, reason: .tooLarge(PNGLimits.inputProblem(size: size))))
            }
            return decode(pngshim_decoder_create_file(file, PNGLimits.shim))
        }
        do { return try result.get() } catch { throw ImageError(.read, path: path, reason: error.reason) }
    }
    /// Encodes `image` and writes it to `path` atomically: the bytes go to a temporary file in
    /// the same directory, which is then renamed over `path`; on failure nothing is left behind.
    public static func write(_ image: RGBAImage, to path: String, options: PNGEncodingOptions = .fast) throws(ImageError) {
        do {
            try FileIO.writeAtomically(encode(image, options: options), to: path)
        } catch {
            throw ImageError(.write, path: path, reason: error.reason)
        }
    }

    /// Runs `decoder` (which it destroys) to the end: header, limits, pixels.
    private static func decode(_ decoder: OpaquePointer?) -> Result<RGBAImage, ImageError> {
        guard let decoder else { return .failure(ImageError(.decode, reason: .outOfMemory)) }
        defer { pngshim_decoder_destroy(decoder) }
        var width: UInt32 = 0
        var height: UInt32 = 0
        func failure(_ status: pngshim_status) -> Result<RGBAImage, ImageError> {
            let reason: ImageError.Reason
            switch status {
            case PNGSHIM_TOO_LARGE:
                reason = .tooLarge(PNGLimits.problem(width: Int(width), height: Int(height)) ?? "image too large")
            case PNGSHIM_INPUT_TOO_LARGE:
                reason = .tooLarge(PNGLimits.inputProblem(size: nil))
            case PNGSHIM_SYSTEM:
                let code = pngshim_decoder_errno(decoder)
                reason = .system(errno: code, message: String(cString: strerror(code)))
            default:
                let message = String(cString: pngshim_decoder_message(decoder))
                reason = Self.reason(for: status, message: message, invalid: ImageError.Reason.corrupt)
            }
            return .failure(ImageError(.decode, reason: reason))
        }

        let headerStatus = pngshim_decoder_read_header(decoder, &width, &height)
        guard headerStatus == PNGSHIM_OK else { return failure(headerStatus) }

        let count = Int(width) * Int(height) * 4
        var pixelStatus = PNGSHIM_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            pixelStatus = pngshim_decoder_read_pixels(decoder, target.baseAddress, Int(width) * 4)
            initialized = pixelStatus == PNGSHIM_OK ? count : 0
        }
        guard pixelStatus == PNGSHIM_OK else { return failure(pixelStatus) }
        return .success(RGBAImage(unchecked: Int(width), height: Int(height), pixels: pixels))
    }

    private static func reason(
        for status: pngshim_status, message: String, invalid: (String) -> ImageError.Reason
    ) -> ImageError.Reason {
        switch status {
        case PNGSHIM_EMPTY: .empty
        case PNGSHIM_BAD_SIGNATURE: .notPNG
        case PNGSHIM_TRUNCATED: .truncated
        case PNGSHIM_OUT_OF_MEMORY: .outOfMemory
        default: invalid(message)
        }
    }
}
