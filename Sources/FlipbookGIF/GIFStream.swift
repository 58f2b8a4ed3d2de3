import CGIF

/// One giflib encoder (`EGifOpen`) whose output lands in a `ByteSink`: GIF89a header,
/// screen descriptor, NETSCAPE2.0 loop extension, then graphics control extensions and images.
final class GIFStream {
    let sink = ByteSink()
    private let gif: UnsafeMutablePointer<GifFileType>
    private let path: String
    private var closed = false

    /// Starts a GIF of `width`×`height` with an optional global table and loop count.
    init(path: String, width: Int, height: Int, globalTable: [GIFColor]?, loopCount: Int?) throws(GIFError) {
        self.path = path
        var error: Int32 = 0
        let opened = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, data, count in
            guard let gif, let data, count > 0 else { return 0 }
            let sink = Unmanaged<ByteSink>.fromOpaque(gif.pointee.UserData).takeUnretainedValue()
            sink.append(UnsafeBufferPointer(start: data, count: Int(count)))
            return count
        }, &error)
        guard let opened else { throw Self.error(path, code: error) }
        gif = opened
        EGifSetGifVersion(gif, true)
        let map = globalTable.map(Self.makeMap)
        defer { map.map { GifFreeMapObject($0) } }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map ?? nil))
        if let loopCount {
            let block: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8)]
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE))
            try check(EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)))
            try check(EGifPutExtensionBlock(gif, 3, block))
            try check(EGifPutExtensionTrailer(gif))
        }
    }

    deinit {
        if !closed { EGifCloseFile(gif, nil) }
    }

    /// Writes a graphics control extension (delay in cs, disposal, transparent index or nil).
    func putControl(delay: Int, disposal: Int32, transparentIndex: Int?) throws(GIFError) {
        var control = GraphicsControlBlock(
            DisposalMode: disposal, UserInputFlag: false, DelayTime: Int32(delay),
            TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes))
    }

    /// Writes one image: descriptor (with a local table when given) and LZW-compressed rows.
    func putImage(_ rect: PixelRect, localTable: [GIFColor]?, pixels: inout [UInt8]) throws(GIFError) {
        let map = localTable.map(Self.makeMap)
        defer { map.map { GifFreeMapObject($0) } }
        try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false,
                                   map ?? nil))
        let width = rect.width
        let status = pixels.withUnsafeMutableBufferPointer { buffer in
            EGifPutLine(gif, buffer.baseAddress, Int32(width * rect.height))
        }
        try check(status)
    }

    /// Writes the trailer and releases giflib's encoder.
    func close() throws(GIFError) {
        closed = true
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw Self.error(path, code: error) }
    }

    private func check(_ status: Int32) throws(GIFError) {
        guard status == GIF_OK else { throw Self.error(path, code: gif.pointee.Error) }
    }

    /// A giflib colour map of `colors` padded with black to a power-of-two size.
    private static func makeMap(_ colors: [GIFColor]) -> UnsafeMutablePointer<ColorMapObject>? {
        let size = GIFPalette.tableSize(for: colors.count)
        var entries = colors.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
        entries += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        return GifMakeMapObject(Int32(size), entries)
    }

    static func error(_ path: String, code: Int32) -> GIFError {
        let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
        return GIFError(path: path, reason: .giflib(code: code, message: message))
    }
}
