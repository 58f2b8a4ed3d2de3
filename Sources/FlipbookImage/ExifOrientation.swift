/// The EXIF orientation of a JPEG (TIFF tag 274 in its APP1 `Exif` segment): how the stored
/// pixels turn to stand upright, 1 (as stored) to 8. Cameras store a portrait photo sideways
/// with orientation 6; iOS shows it upright.
enum ExifOrientation {
    /// The orientation `jpeg`'s first EXIF segment gives; 1 when it has none or it cannot be read.
    static func of(jpeg bytes: [UInt8]) -> Int {
        var offset = 2
        // Markers up to the start of the scan: each FF xx with a two-byte big-endian length.
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let segment = bytes[(offset + 4)..<(offset + 2 + length)]
            if marker == 0xE1, segment.starts(with: Array("Exif\0\0".utf8)) {
                return orientation(inTIFF: Array(segment.dropFirst(6))) ?? 1
            }
            offset += 2 + length
        }
        return 1
    }

    /// Tag 274 of the first image file directory of `tiff`, if it holds a valid one.
    private static func orientation(inTIFF tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func integer(at offset: Int, bytes count: Int) -> Int? {
            guard offset >= 0, offset + count <= tiff.count else { return nil }
            let slice = tiff[offset..<(offset + count)]
            return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard let directory = integer(at: 4, bytes: 4), let entries = integer(at: directory, bytes: 2) else { return nil }
        for index in 0..<entries {
            let entry = directory + 2 + 12 * index
            guard let tag = integer(at: entry, bytes: 2) else { return nil }
            // A SHORT value sits in the first two bytes of the entry's value field.
            if tag == 274, let value = integer(at: entry + 8, bytes: 2), (1...8).contains(value) { return value }
        }
        return nil
    }
}

extension RGBAImage {
    /// The image turned upright from EXIF `orientation` (1…8; others leave it as it is).
    func oriented(_ orientation: Int) -> RGBAImage {
        guard (2...8).contains(orientation) else { return self }
        let (w, h) = (width, height)
        let swaps = orientation >= 5
        let (outWidth, outHeight) = swaps ? (h, w) : (w, h)
        // The stored pixel each upright pixel (x, y) shows.
        let source: (Int, Int) -> (Int, Int)
        switch orientation {
        case 2: source = { x, y in (w - 1 - x, y) }
        case 3: source = { x, y in (w - 1 - x, h - 1 - y) }
        case 4: source = { x, y in (x, h - 1 - y) }
        case 5: source = { x, y in (y, x) }
        case 6: source = { x, y in (y, h - 1 - x) }
        case 7: source = { x, y in (w - 1 - y, h - 1 - x) }
        default: source = { x, y in (w - 1 - y, x) }
        }
        var turned = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { from in
            turned.withUnsafeMutableBufferPointer { to in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy) = source(x, y)
                        let target = (y * outWidth + x) * 4, origin = (sy * w + sx) * 4
                        for channel in 0..<4 { to[target + channel] = from[origin + channel] }
                    }
                }
            }
        }
        return RGBAImage(unchecked: outWidth, height: outHeight, pixels: turned)
    }
}
