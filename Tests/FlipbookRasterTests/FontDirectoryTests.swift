import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// The pinned fonts load through a folder of links whose fontconfig cache later processes read,
/// and text lays out exactly as with the files loaded one by one.
@Suite struct FontDirectoryTests {
    @Test func theFolderLinksThePinnedFilesInOrderAndTheCacheIsWritten() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fonts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let directory = try #require(FontDirectory(files: FontFile.pinned, root: root))
        let links = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(links.count == FontFile.pinned.count)
        for (link, file) in zip(links, FontFile.pinned) {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(directory.path)/\(link)") == file.path)
        }
        // The same files give the same folder; loading them writes fontconfig's cache of it.
        #expect(FontDirectory(files: FontFile.pinned, root: root)?.path == directory.path)
        _ = try FontSet(files: FontFile.pinned, cacheRoot: root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.cachePath).contains { $0.hasSuffix(".cache-8") })
    }

    @Test func fontsFromTheCacheMeasureAsFontsLoadedOneByOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-fonts-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try FontSet(files: FontFile.pinned, cacheRoot: root)
        let cached = try PangoTextMeasurer(fonts: FontSet(files: FontFile.pinned, cacheRoot: root))
        let direct = try PangoTextMeasurer(fonts: FontSet(files: FontFile.pinned, cacheRoot: nil))
        for spec in [TextLayoutSpec(string: "Hello, world", font: FontSpec(size: 17)),
                     TextLayoutSpec(string: "你好 😀 ❤️", font: FontSpec(size: 22, weight: 700)),
                     TextLayoutSpec(string: "let x = 42", font: FontSpec(family: .monospaced, size: 13)),
                     TextLayoutSpec(string: "Serif italic", font: FontSpec(family: .serif, size: 15, italic: true)),
                     TextLayoutSpec(string: "\u{E87D}", font: FontSpec(family: .symbols, size: 24))] {
            #expect(cached.measure(spec) == direct.measure(spec), "\(spec.string)")
        }
    }

    @Test func anUnwritableRootFallsBackToLoadingTheFiles() throws {
        #expect(FontDirectory(files: FontFile.pinned, root: "/proc/flipbook") == nil)
        let fallback = try PangoTextMeasurer(fonts: FontSet(files: FontFile.pinned, cacheRoot: "/proc/flipbook"))
        let direct = try PangoTextMeasurer(fonts: FontSet(files: FontFile.pinned, cacheRoot: nil))
        let spec = TextLayoutSpec(string: "Hello 你好", font: FontSpec(size: 17))
        #expect(fallback.measure(spec) == direct.measure(spec))
        #expect(fallback.measure(spec).size.width > 60)
    }
}
