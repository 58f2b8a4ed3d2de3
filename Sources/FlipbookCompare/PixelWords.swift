/// Read-only view of RGBA8 pixels as one `UInt32` per pixel, R in the lowest byte.
struct PixelWords {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int

    @inline(__always)
    subscript(index: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index &<< 2, as: UInt32.self))
    }
}

extension UInt32 {
    @inline(__always) var red: Double { Double(self & 0xFF) }
    @inline(__always) var green: Double { Double(self >> 8 & 0xFF) }
    @inline(__always) var blue: Double { Double(self >> 16 & 0xFF) }
    @inline(__always) var alpha: Double { Double(self >> 24) }
}
