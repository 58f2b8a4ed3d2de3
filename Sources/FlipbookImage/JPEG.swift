import CTurboJPEG

/// JPEG decoding through libjpeg-turbo's TurboJPEG API, for the photos app code shows (asset
/// catalogues, bundle resources, `UIImage(data:)`, `AsyncImage` sample responses).
///
/// Yields opaque straight RGBA8 turned upright as the file's EXIF orientation says, as iOS shows
/// it. Decoding uses the accurate integer inverse DCT, so the same file and library version give
/// the same pixels. Colour profiles are ignored (no colour management), as for PNG; CMYK files
/// are refused. Corrupt data that still decodes (a file cut short) gives what was decoded, as
/// iOS shows a partial photo.
public enum JPEG {
    /// Whether `bytes` start as a JPEG file does (an SOI marker followed by another marker).
    public static func hasSignature(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// Decodes JPEG bytes to straight RGBA8, refusing what exceeds `PNGLimits`.
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> RGBAImage {
        guard !bytes.isEmpty else { throw ImageError(.decode, reason: .empty) }
        guard hasSignature(bytes) else { throw ImageError(.decode, reason: .notAnImage) }
        guard bytes.count <= PNGLimits.maximumFileSize else {
            throw ImageError(.decode, reason: .tooLarge(PNGLimits.inputProblem(size: bytes.count, format: "JPEG")))
        }
        guard let handle = tjInitDecompress() else { throw ImageError(.decode, reason: .outOfMemory) }
        defer { tjDestroy(handle) }
        let result = bytes.withUnsafeBufferPointer { buffer in decode(buffer, with: handle) }
        let upright = try result.get()
        return upright.oriented(ExifOrientation.of(jpeg: bytes))
    }

    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, with handle: tjhandle) -> Result<RGBAImage, ImageError> {
        func corrupt() -> Result<RGBAImage, ImageError> {
            .failure(ImageError(.decode, reason: .corruptJPEG(String(cString: tjGetErrorStr2(handle)))))
        }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling, &colorspace) == 0 else {
            return corrupt()
        }
        if let problem = PNGLimits.problem(width: Int(width), height: Int(height)) {
            return .failure(ImageError(.decode, reason: .tooLarge(problem)))
        }
        guard colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue) else {
            return .failure(ImageError(.decode, reason: .corruptJPEG("a CMYK JPEG; save it as RGB")))
        }
        let count = Int(width) * Int(height) * 4
        var status: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            status = tjDecompress2(handle, buffer.baseAddress, UInt(buffer.count), target.baseAddress, width, width * 4, height,
                                   Int32(TJPF_RGBA.rawValue), TJFLAG_ACCURATEDCT)
            // A warning (data cut short, say) still fills the buffer: the rows not decoded are grey.
            let filled = status == 0 || tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue)
            initialized = filled ? count : 0
        }
        guard status == 0 || !pixels.isEmpty else { return corrupt() }
        return .success(RGBAImage(unchecked: Int(width), height: Int(height), pixels: pixels))
    }
}
