import Foundation
import Testing
import FlipbookImage
@testable import FlipbookTesting

@Suite struct FrameSequenceVerifierTests {
    let sandbox = GoldenSandbox()

    @Test func missingGoldensAreRecordedOnceThenChecked() throws {
        defer { sandbox.remove() }
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing) == [
            "grey: no golden for 2 frames (0, 30); recorded them to \(sandbox.location.directory) (record mode missing, test). "
                + "Re-run the tests to check against them."])
        #expect(try PNG.read(contentsOf: sandbox.location.goldenPath(ofFrame: 30)) == GoldenSandbox.frames()[30])
        #expect(try SequenceManifest.read(at: sandbox.location.manifestPath)?.frames == [0, 30])
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing) == [])
    }

    @Test func neverModeWritesNoGolden() {
        defer { sandbox.remove() }
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .never) == [
            "grey frame 0 (t = 0.000 s): no golden at \(sandbox.location.goldenPath(ofFrame: 0)); nothing was recorded because "
                + "the record mode is never (test). Record it with FLIPBOOK_RECORD=missing.\n"
                + "  actual: \(sandbox.location.actualPath(ofFrame: 0))",
            "grey frame 30 (t = 0.500 s): no golden at \(sandbox.location.goldenPath(ofFrame: 30)); nothing was recorded because "
                + "the record mode is never (test). Record it with FLIPBOOK_RECORD=missing.\n"
                + "  actual: \(sandbox.location.actualPath(ofFrame: 30))"])
        #expect(!sandbox.exists(sandbox.location.directory))
        #expect(sandbox.exists(sandbox.location.actualPath(ofFrame: 30)))
    }

    @Test func aFailingFrameKeepsItsGoldenAndLeavesActualAndDiff() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        let golden = sandbox.bytes(sandbox.location.goldenPath(ofFrame: 30))
        var changed = GoldenSandbox.frames()
        changed[30]![x: 2, y: 1] = (0, 0, 0, 255)
        let location = sandbox.location
        #expect(sandbox.verify(changed, mode: .missing) == [
            "grey frame 30 (t = 0.500 s): 1 pixel (ratio 0.0625 of 4×4) differs, 0 allowed (threshold 0, anti-aliasing counted).\n"
                + "  golden: \(location.goldenPath(ofFrame: 30))\n  actual: \(location.actualPath(ofFrame: 30))\n"
                + "  diff:   \(location.diffPath(ofFrame: 30))"])
        #expect(sandbox.bytes(location.goldenPath(ofFrame: 30)) == golden)
        #expect(try PNG.read(contentsOf: location.actualPath(ofFrame: 30)) == changed[30])
        #expect(try PNG.read(contentsOf: location.diffPath(ofFrame: 30))[x: 2, y: 1] == (255, 0, 0, 255))
        #expect(sandbox.verify(changed, mode: .never).count == 1)
        #expect(sandbox.bytes(location.goldenPath(ofFrame: 30)) == golden)
    }

    @Test func failedModeReRecordsTheFailingFrame() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        let failures = sandbox.verify(GoldenSandbox.frames(gray: 10), mode: .failed)
        #expect(failures.count == 2)
        #expect(failures.allSatisfy { $0.hasSuffix("\n  A new golden was recorded (record mode failed).") })
        #expect(try PNG.read(contentsOf: sandbox.location.goldenPath(ofFrame: 0)) == GoldenSandbox.frames(gray: 10)[0])
        #expect(sandbox.verify(GoldenSandbox.frames(gray: 10), mode: .never) == [])
    }

    @Test func allModeRecordsAndFails() throws {
        defer { sandbox.remove() }
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .all) == [
            "grey: record mode is on (test): recorded 2 frames (0, 30) to \(sandbox.location.directory). "
                + "Turn record mode off and re-run the tests to check against them."])
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .never) == [])
    }

    @Test func aGoldenOfAnotherSizeIsAManifestMismatch() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        #expect(sandbox.verify(GoldenSandbox.frames(size: 8), mode: .missing) == [
            "grey: golden manifest \(sandbox.location.manifestPath) does not match: size: golden 4×4 px, now 8×8 px. "
                + "No frame was compared; if the change is intended, re-record with FLIPBOOK_RECORD=failed."])
        #expect(try PNG.read(contentsOf: sandbox.location.goldenPath(ofFrame: 0)).width == 4)
    }

    @Test func aGoldenFileOfAnotherSizeIsNamed() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        try PNG.write(RGBAImage(width: 2, height: 3, fill: (128, 128, 128, 255)), to: sandbox.location.goldenPath(ofFrame: 30))
        let location = sandbox.location
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing) == [
            "grey frame 30 (t = 0.500 s): expected an image 2×3 px, received 4×4 px (threshold 0, anti-aliasing counted).\n"
                + "  golden: \(location.goldenPath(ofFrame: 30))\n  actual: \(location.actualPath(ofFrame: 30))"])
    }

    @Test func aChangedFrameRateIsReportedBeforeAnyPixel() {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing, fps: 30) == [
            "grey: golden manifest \(sandbox.location.manifestPath) does not match: fps: golden 60, now 30. "
                + "No frame was compared; if the change is intended, re-record with FLIPBOOK_RECORD=failed."])
    }

    @Test func goldensWithoutTheirManifestFailInNeverMode() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        try FileManager.default.removeItem(atPath: sandbox.location.manifestPath)
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .never) == [
            "grey: no sequence.json in \(sandbox.location.directory) (record mode never, test)."])
        #expect(!sandbox.exists(sandbox.location.manifestPath))
    }

    @Test func aCorruptGoldenIsNamedAndKept() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify(GoldenSandbox.frames(), mode: .missing)
        let path = sandbox.location.goldenPath(ofFrame: 0)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing) == [
            "grey frame 0 (t = 0.000 s): cannot read \(path): not a PNG file (bad signature)\n"
                + "  actual: \(sandbox.location.actualPath(ofFrame: 0))\n  Re-record it with FLIPBOOK_RECORD=failed."])
        #expect(sandbox.bytes(path) == Data("not a png".utf8))
    }

    @Test func addedFramesAreRecordedLikeMissingOnes() throws {
        defer { sandbox.remove() }
        _ = sandbox.verify([0: GoldenSandbox.frames()[0]!], mode: .missing)
        #expect(sandbox.verify(GoldenSandbox.frames(), mode: .missing) == [
            "grey: no golden for frame 30; recorded it to \(sandbox.location.directory) (record mode missing, test). "
                + "Re-run the tests to check against them."])
        #expect(try SequenceManifest.read(at: sandbox.location.manifestPath)?.frames == [0, 30])
    }
}
