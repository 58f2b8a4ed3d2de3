import Foundation
import Testing
import FlipbookImage

@Suite struct FigureCommandTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-figures-\(UUID().uuidString)")

    @Test func filmstripShowsTheStartEachTapAndTheEnd() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let path = work.appendingPathComponent("strip.png").path
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let result = try CLI("filmstrip", "explicit-animation", "-o", path)
        #expect(result.status == 0)
        // Frames at 0, the tap (0.25), 0.35, 0.5 and the last (59/60): five 400×300 frames, 16 px apart.
        let image = try PNG.read(contentsOf: path)
        #expect((image.width, image.height) == (16 * 2 + 5 * 400 + 4 * 16, 16 * 2 + 300 + 22))
    }

    @Test func filmstripTimesMustBeInsideTheScene() throws {
        let result = try CLI("filmstrip", "explicit-animation", "--times", "0,5")
        #expect(result.status == 2)
        #expect(result.stderr == "flipbook: time 5 is outside explicit-animation's frames: 0 to 0.983 s (frame 59 is the last)\n")
    }

    @Test func plotDrawsOnePanelOrTwo() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let path = work.appendingPathComponent("plot.png").path
        let one = try CLI("plot", "linear", "spring(duration: 0.5, bounce: 0.3)", "-o", path)
        #expect(one.status == 0)
        #expect(try PNG.read(contentsOf: path).height == 460)
        let two = try CLI("plot", "easeInOut", "--velocity", "-o", path)
        #expect(two.status == 0)
        #expect(try PNG.read(contentsOf: path).height == 728)
    }

    @Test(arguments: [
        ("wobble", "flipbook: animation \"wobble\": unknown animation; use linear, easeIn, easeOut, easeInOut, timingCurve, spring, smooth, snappy, bouncy, interpolatingSpring or default"),
        ("linear(speed: 2)", "flipbook: animation \"linear(speed: 2)\": linear has no argument \"speed\""),
        ("linear(duration: -1)", "flipbook: animation \"linear(duration: -1)\": Animation.linear(duration: -1): duration must be ≥ 0"),
        ("timingCurve(1, 2)", "flipbook: animation \"timingCurve(1, 2)\": timingCurve takes 4 control-point numbers"),
    ])
    func badAnimationsAreNamed(spec: String, message: String) throws {
        let result = try CLI("plot", spec)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
    }
}
