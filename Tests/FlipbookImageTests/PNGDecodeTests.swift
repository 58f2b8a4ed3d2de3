import Testing
import FlipbookImage

@Suite struct PNGDecodeTests {
    static let fixtures = [
        "gray1", "gray2", "gray4", "gray8", "gray16", "gray8_trns", "gray16_trns", "gray4_interlaced",
        "graya8", "graya16", "graya8_interlaced",
        "rgb8", "rgb16", "rgb8_trns", "rgb16_trns", "rgb8_gamma", "rgb8_colorchunks",
        "rgba8", "rgba16", "rgba8_interlaced", "rgba16_interlaced",
        "palette1", "palette2", "palette4", "palette8", "palette8_trns", "palette4_interlaced_trns",
    ]

    /// Every colour type, bit depth, tRNS and interlace variant decodes to the straight RGBA8
    /// that make_fixtures.py computed independently (16-bit: round(v × 255 / 65535)).
    @Test(arguments: fixtures)
    func decodesFixture(name: String) throws {
        let image = try PNG.read(contentsOf: Fixtures.path("\(name).png"))
        #expect(image.width == 9 && image.height == 7)
        #expect(image.pixels == (try Fixtures.bytes("\(name).rgba")))
    }

    @Test func emptyInput() {
        let error = #expect(throws: ImageError.self) { try PNG.decode([]) }
        #expect(error?.reason == .empty)
        #expect(error?.description == "cannot decode PNG: empty file (0 bytes)")
    }

    @Test func notAPNG() {
        let gif = Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8)
        #expect(throws: ImageError(.decode, reason: .notPNG)) { try PNG.decode(gif) }
        #expect(throws: ImageError(.decode, reason: .notPNG)) { try PNG.decode([0x89, 0x50, 0x4E]  + [0]) }
    }

    @Test(arguments: [4, 8, 20, 33, 40, 100, 250])
    func truncatedInput(length: Int) throws {
        let png = try Fixtures.bytes("rgba8.png")
        #expect(throws: ImageError(.decode, reason: .truncated)) { try PNG.decode(Array(png.prefix(length))) }
    }

    @Test func missingIENDIsTruncated() throws {
        let png = try Fixtures.bytes("rgba8.png")
        #expect(throws: ImageError(.decode, reason: .truncated)) { try PNG.decode(Array(png.dropLast(12))) }
    }

    @Test(arguments: [
        ("corrupt_crc.png", "IHDR: CRC error"),
        ("corrupt_zlib.png", "invalid"),
        ("corrupt_ihdr.png", "Invalid IHDR data"),
    ])
    func corruptInput(file: String, messageFragment: String) throws {
        let error = #expect(throws: ImageError.self) { try PNG.decode(Fixtures.bytes(file)) }
        guard case .corrupt(let message)? = error?.reason else {
            Issue.record("expected a corrupt-data error, got \(String(describing: error))")
            return
        }
        #expect(message.contains(messageFragment))
        #expect(error?.description.hasPrefix("cannot decode PNG: corrupt PNG data (") == true)
    }

    @Test func repeatedFailuresDoNotDisturbLaterDecodes() throws {
        let good = try Fixtures.bytes("palette4_interlaced_trns.png")
        let bad = try Fixtures.bytes("corrupt_zlib.png")
        for _ in 0..<200 {
            #expect(throws: ImageError.self) { try PNG.decode(bad) }
            #expect(throws: ImageError.self) { try PNG.decode(Array(good.prefix(60))) }
        }
        #expect(try PNG.decode(good).pixels == (try Fixtures.bytes("palette4_interlaced_trns.rgba")))
    }
}
