import FlipbookImage
import Foundation
import Testing
import FlipbookTestSupport

@Suite struct PNGFileTests {
    @Test func writeThenReadLeavesOnlyTheFile() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let image = makeTestImage { x, y in x == y ? 0 : 255 }
        let path = "\(directory.path)/frame-00001.png"
        try PNG.write(image, to: path)
        #expect(try directory.contents() == ["frame-00001.png"])
        #expect(try PNG.read(contentsOf: path) == image)
        #expect(try Fixtures.bytesAt(path) == PNG.encode(image))
    }

    @Test func overwritesAtomically() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = "\(directory.path)/golden.png"
        try PNG.write(makeTestImage(width: 5, height: 5), to: path)
        let replacement = makeTestImage(width: 8, height: 3)
        try PNG.write(replacement, to: path, options: .standard)
        #expect(try directory.contents() == ["golden.png"])
        #expect(try PNG.read(contentsOf: path) == replacement)
    }

    @Test func failedEncodeLeavesExistingFileUntouched() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let path = "\(directory.path)/golden.png"
        let original = makeTestImage()
        try PNG.write(original, to: path)
        let error = #expect(throws: ImageError.self) {
            try PNG.write(makeTestImage(), to: path, options: PNGEncodingOptions(compressionLevel: -1, filters: .up))
        }
        #expect(error?.description == "cannot write \(path): compression level must be 0...9")
        #expect(try directory.contents() == ["golden.png"])
        #expect(try PNG.read(contentsOf: path) == original)
    }

    @Test func missingDirectoryNamesTheFile() {
        let error = #expect(throws: ImageError.self) {
            try PNG.write(makeTestImage(), to: "/nonexistent-flipbook-dir/out/frame-00001.png")
        }
        #expect(error?.description == "cannot write /nonexistent-flipbook-dir/out/frame-00001.png: No such file or directory")
    }

    @Test func writingOverADirectoryFailsCleanly() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let target = "\(directory.path)/frame.png"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        let error = #expect(throws: ImageError.self) { try PNG.write(makeTestImage(), to: target) }
        #expect(error?.description == "cannot write \(target): Is a directory")
        #expect(try directory.contents() == ["frame.png"])
    }

    @Test func readErrorsNameTheFile() throws {
        let directory = try TemporaryFolder()
        defer { directory.remove() }
        let missing = #expect(throws: ImageError.self) { try PNG.read(contentsOf: "\(directory.path)/x.png") }
        #expect(missing?.description == "cannot read \(directory.path)/x.png: No such file or directory")

        let isDirectory = #expect(throws: ImageError.self) { try PNG.read(contentsOf: directory.path) }
        #expect(isDirectory?.description == "cannot read \(directory.path): Is a directory")

        try Fixtures.writeFile("\(directory.path)/golden.png", Array("not a png".utf8))
        let notPNG = #expect(throws: ImageError.self) { try PNG.read(contentsOf: "\(directory.path)/golden.png") }
        #expect(notPNG?.description == "cannot read \(directory.path)/golden.png: not a PNG file (bad signature)")

        try Fixtures.writeFile("\(directory.path)/empty.png", [])
        let empty = #expect(throws: ImageError.self) { try PNG.read(contentsOf: "\(directory.path)/empty.png") }
        #expect(empty?.description == "cannot read \(directory.path)/empty.png: empty file (0 bytes)")

        let png = try Fixtures.bytes("rgb16.png")
        try Fixtures.writeFile("\(directory.path)/x.png", Array(png.prefix(png.count / 2)))
        let truncated = #expect(throws: ImageError.self) { try PNG.read(contentsOf: "\(directory.path)/x.png") }
        #expect(truncated?.description == "cannot read \(directory.path)/x.png: truncated PNG data")
    }
}
