import FlipbookImage
import Foundation
import Testing
import FlipbookTestSupport

/// Hostile PNG input is refused by `PNGLimits`, before anything proportional to it is allocated.
@Suite struct PNGLimitTests {
    @Test func aHeaderDeclaringOneGibibyteIsRefusedBeforeDecoding() throws {
        let error = #expect(throws: ImageError.self) { try PNG.read(contentsOf: Fixtures.path("huge_header.png")) }
        #expect(error?.reason == .tooLarge("16384×16384 px (268,435,456 pixels) is over the limit of 33,554,432 pixels"))
        #expect(error?.description == "cannot read \(Fixtures.path("huge_header.png")): 16384×16384 px "
                + "(268,435,456 pixels) is over the limit of 33,554,432 pixels")
    }

    @Test func thirtyTwoKilobytesThatInflateToOneGibibyteAreRefused() throws {
        let bytes = try Fixtures.bytes("huge_pixels.png")
        #expect(bytes.count < 33_000)
        #expect(throws: ImageError(.decode, reason: .tooLarge("16384×16384 px (268,435,456 pixels) is over the limit of 33,554,432 pixels"))) {
            try PNG.decode(bytes)
        }
    }

    @Test func aSideOverTheLimitIsRefused() throws {
        let error = #expect(throws: ImageError.self) { try PNG.decode(HostilePNG.header(width: 32_768, height: 1)) }
        #expect(error?.reason == .tooLarge("32768×1 px is over the limit of 32,767 px a side"))
    }

    @Test func theLargestAcceptedSizeDecodes() throws {
        // 8192×4096 = the pixel limit; every row is a zero filter byte and one grey byte per 8 pixels.
        let image = try PNG.decode(HostilePNG.blankGrey1(width: 8192, height: 4096))
        #expect(image.width == 8192 && image.height == 4096)
        #expect(image[x: 8191, y: 4095] == (0, 0, 0, 255))
    }

    @Test func ancillaryChunksAreNotInflated() throws {
        // A zTXt chunk that inflates to 64 MiB in front of a 1×1 image: skipped, the pixel decodes.
        let image = try PNG.read(contentsOf: Fixtures.path("text_bomb.png"))
        #expect(image.width == 1 && image.height == 1)
        #expect(image[x: 0, y: 0] == (255, 0, 0, 255))
    }

    @Test func aSparseHundredGigabyteFileIsRefusedWithoutReadingIt() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = "\(directory.path)/big.png"
        try Fixtures.writeFile(path, HostilePNG.header(width: 4, height: 4))
        #expect(truncate(path, 100 << 30) == 0)
        let error = #expect(throws: ImageError.self) { try PNG.read(contentsOf: path) }
        #expect(error?.description == "cannot read \(path): 107,374,182,400 bytes is over the limit of "
                + "268,435,456 bytes (256 MiB) for a PNG")
    }

    @Test func anEndlessDeviceCostsEightBytes() {
        #expect(throws: ImageError(.read, path: "/dev/zero", reason: .notPNG)) { try PNG.read(contentsOf: "/dev/zero") }
    }

    @Test func anEndlessStreamOfValidChunksStopsAtTheLimit() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let head = "\(directory.path)/head.bin", filler = "\(directory.path)/chunk.bin", fifo = "\(directory.path)/stream.png"
        try Fixtures.writeFile(head, HostilePNG.header(width: 4, height: 4, end: false))
        try Fixtures.writeFile(filler, HostilePNG.chunk("abTs", [UInt8](repeating: 0, count: 1 << 20)))
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "exec > \"$3\"; cat \"$1\"; while cat \"$2\"; do :; done", "sh", head, filler, fifo]
        try writer.run()
        defer { writer.terminate(); writer.waitUntilExit() }
        let error = #expect(throws: ImageError.self) { try PNG.read(contentsOf: fifo) }
        #expect(error?.reason == .tooLarge("the input goes on past the limit of 268,435,456 bytes (256 MiB) for a PNG"))
    }
}

/// Hand-made PNG streams for the limit tests.
enum HostilePNG {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// Signature and an RGBA8 header declaring `width`×`height`, then (unless `end` is false) a
    /// broken IDAT and IEND.
    static func header(width: UInt32, height: UInt32, end: Bool = true) -> [UInt8] {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return signature + chunk("IHDR", ihdr) + (end ? chunk("IDAT", [0x78, 0x01]) + chunk("IEND", []) : [])
    }

    /// A 1-bit grey image of zeros, its rows deflated as stored blocks.
    static func blankGrey1(width: UInt32, height: UInt32) -> [UInt8] {
        let raw = [UInt8](repeating: 0, count: Int(height) * (1 + (Int(width) + 7) / 8))
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        while offset < raw.count {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        }
        zlib += bigEndian(adler32(raw))
        let ihdr = bigEndian(width) + bigEndian(height) + [1, 0, 0, 0, 0]
        return signature + chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
