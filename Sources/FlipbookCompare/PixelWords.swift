/// Read-only view of RGBA8 pixels as one `UInt32` per pixel, R in the lowest byte. Only read,
/// so bands of rows may read it from several threads.
struct PixelWords: @unchecked Sendable {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int

    @inline(__always)
    subscript(index: Int) -> UInt32 {
        UInt32(littleEndian: base.loadUnaligned(fromByteOffset: index &<< 2, as: UInt32.self))
    }

    /// True when the eight pixels from `index` are equal in `self` and `other` (32 bytes compared).
    @inline(__always)
    func eightEqual(_ other: PixelWords, at index: Int) -> Bool {
        let here = base + index &<< 2, there = other.base + index &<< 2
        return here.loadUnaligned(as: SIMD4<UInt64>.self) == there.loadUnaligned(as: SIMD4<UInt64>.self)
    }

    /// True when the eight pixels from `index` all equal `word`.
    @inline(__always)
    func eightEqual(to word: UInt32, at index: Int) -> Bool {
        (base + index &<< 2).loadUnaligned(as: SIMD8<UInt32>.self) == SIMD8(repeating: word.littleEndian)
    }
}

extension UInt32 {
    @inline(__always) var red: Double { Double(self & 0xFF) }
    @inline(__always) var green: Double { Double(self >> 8 & 0xFF) }
    @inline(__always) var blue: Double { Double(self >> 16 & 0xFF) }
    @inline(__always) var alpha: Double { Double(self >> 24) }
}
