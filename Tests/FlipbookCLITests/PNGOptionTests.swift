import Foundation
import Testing
import FlipbookImage

@Suite struct PNGOptionTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-png-\(UUID().uuidString)")

    @Test func smallWritesSmallerFilesWithTheSamePixels() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        for mode in ["fast", "small"] {
            let result = try CLI("render", "dashboard", "--frames", "60..60", "--png", mode, "--out", work.appendingPathComponent(mode).path)
            #expect(result.status == 0)
        }
        let fast = work.appendingPathComponent("fast/dashboard/frame-00060.png").path
        let small = work.appendingPathComponent("small/dashboard/frame-00060.png").path
        let fastSize = try FileManager.default.attributesOfItem(atPath: fast)[.size] as? Int ?? 0
        let smallSize = try FileManager.default.attributesOfItem(atPath: small)[.size] as? Int ?? 0
        #expect(smallSize > 0 && smallSize < fastSize)
        #expect(try PNG.read(contentsOf: fast) == PNG.read(contentsOf: small))
    }

    @Test func anUnknownModeIsBadUsage() throws {
        let result = try CLI("render", "dashboard", "--png", "tiny")
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: The value 'tiny' is invalid for '--png <MODE>'. Please provide one of 'fast' and 'small'.\n")
    }
}
