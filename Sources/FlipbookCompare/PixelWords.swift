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
        all(fourEqual(other, at: index) .& fourEqual(other, at: index &+ 4))
    }

    /// True when the sixteen pixels from `index` are equal in `self` and `other` (64 bytes compared).
    @inline(__always)
    func sixteenEqual(_ other: PixelWords, at index: Int) -> Bool {
        all(fourEqual(other, at: index) .& fourEqual(other, at: index &+ 4)
            .& fourEqual(other, at: index &+ 8) .& fourEqual(other, at: index &+ 12))
    }

    /// True when the eight pixels from `index` all equal `word`.
    @inline(__always)
    func eightEqual(to word: UInt32, at index: Int) -> Bool {
        let words = SIMD4(repeating: word.littleEndian)
        return all((four(at: index) .== words) .& (four(at: index &+ 4) .== words))
    }

    /// The four pixels from `index` as stored. Lane comparisons of these compile to single
    /// vector instructions (comparing wider SIMD types with `==` does not).
    @inline(__always)
    private func four(at index: Int) -> SIMD4<UInt32> {
        base.loadUnaligned(fromByteOffset: index &<< 2, as: SIMD4<UInt32>.self)
    }

    @inline(__always)
    private func fourEqual(_ other: PixelWords, at index: Int) -> SIMDMask<SIMD4<Int32>> {
        four(at: index) .== other.four(at: index)
    }
}

extension UInt32 {
    @inline(__always) var red: Double { Double(self & 0xFF) }
    @inline(__always) var green: Double { Double(self >> 8 & 0xFF) }
    @inline(__always) var blue: Double { Double(self >> 16 & 0xFF) }
    @inline(__always) var alpha: Double { Double(self >> 24) }
}
