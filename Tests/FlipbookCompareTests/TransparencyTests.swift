import FlipbookImage
import Testing
import FlipbookCompare

@Suite struct TransparencyTests {
    /// pixelmatch v7's background at pixel i (byte offset k = 4i): red is always 48 (k is even),
    /// green 48 or 207 by ⌊k / φ⌋ parity, blue 48 or 207 by ⌊k / φ²⌋ parity (values from
    /// Python). A transparent pixel blended over it equals an opaque pixel of that colour.
    static let checkerboardGreenBlue: [(UInt8, UInt8)] = [
        (48, 48), (48, 207), (48, 207), (207, 48), (207, 48), (48, 207), (48, 207), (207, 48),
    ]

    @Test func transparentPixelsBlendOverThePseudoCheckerboard() throws {
        let transparent = uniform(8, 1, (9, 9, 9, 0))
        let background = image(8, 1) { x, _ in
            let (g, b) = Self.checkerboardGreenBlue[x]
            return (48, g, b, 255)
        }
        #expect(try pixelmatch(transparent, background, options: PixelmatchOptions(threshold: 0)).diffCount == 0)
        let white = uniform(8, 1, (255, 255, 255, 255))
        #expect(try pixelmatch(transparent, white, options: PixelmatchOptions(threshold: 0)).diffCount == 8)
    }

    @Test func whiteBackgroundReproducesPixelmatchV5() throws {
        let transparent = uniform(8, 1, (9, 9, 9, 0))
        let white = uniform(8, 1, (255, 255, 255, 255))
        let options = PixelmatchOptions(threshold: 0, checkerboard: false)
        #expect(try pixelmatch(transparent, white, options: options).diffCount == 0)
    }

    /// Half-transparent white differs from opaque white over the dark checkerboard only.
    @Test func semiTransparentWhiteCountsOnlyOnCheckerboard() throws {
        let half = uniform(4, 4, (255, 255, 255, 128))
        let opaque = uniform(4, 4, (255, 255, 255, 255))
        #expect(try pixelmatch(half, opaque).diffCount == 16)
        #expect(try pixelmatch(half, opaque, options: PixelmatchOptions(checkerboard: false)).diffCount == 0)
    }
}
