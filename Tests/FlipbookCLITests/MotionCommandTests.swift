import Foundation
import Testing

@Suite struct MotionCommandTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-motion-\(UUID().uuidString)")

    @Test func trackPrintsTheValueTrack() throws {
        let result = try CLI("track", "explicit-animation", "--frames", "14..17")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let easeInOut = "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))"
        #expect(result.stdout == """
            flipbook value track: explicit-animation, 60 fps, frames 14…17
            view v0 VStack/0/Text("Hello World")
            view v1 VStack/1/Rectangle
            view v2 VStack/2/Text("Grow")
            14: v0 x=154 y=90 w=92 h=21 color=#000000ff; v1 x=100 y=122 w=200 h=60 color=#32ade6ff; v2 x=179 y=189 w=43 h=21 color=#007affff
            animation a0 v0 frame 1: \(easeInOut)
            animation a1 v1 frame 1: \(easeInOut)
            animation a2 v2 frame 1: \(easeInOut)
            15: a0 start=0.25 p=0 v=0; a1 start=0.25 p=0 v=0; a2 start=0.25 p=0 v=0
            16: v0 y=89.78; v1 y=121.78 h=60.44; v2 y=189.22; a0 p=0.004 v=0.53; a1 p=0.004 v=0.53; a2 p=0.004 v=0.53
            17: v0 y=89.11; v1 y=121.11 h=61.79; v2 y=189.89; a0 p=0.018 v=1.09; a1 p=0.018 v=1.09; a2 p=0.018 v=1.09

            """)
    }

    @Test func trackRefusesWhatIsNotThere() throws {
        let unknown = try CLI("track", "no-such-scene")
        #expect(unknown.status == 2)
        let outside = try CLI("track", "explicit-animation", "--frames", "50..70")
        #expect(outside.status == 2)
        #expect(outside.stderr.hasPrefix("flipbook: "))
    }

    @Test func renderWritesOnlyTheKeyFrames() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try CLI("render", "explicit-animation", "--key-frames", "--out", work.path)
        #expect(result.status == 0)
        let animations = [#"VStack/0/Text("Hello World")"#, "VStack/1/Rectangle", #"VStack/2/Text("Grow")"#]
        #expect(result.stdout == """
            explicit-animation: 3 key frames → \(work.path)/explicit-animation
              frame 0: start
              frame 15: Tap("Grow", at: 0.25); \(animations.map { "\($0) frame animation starts" }.joined(separator: "; "))
              frame 36: \(animations.map { "\($0) frame animation ends" }.joined(separator: "; ")); settled

            """)
        let files = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("explicit-animation").path).sorted()
        #expect(files == ["frame-00000.png", "frame-00015.png", "frame-00036.png"])
        #expect(try CLI("render", "explicit-animation", "--key-frames", "--frames", "1..2").status == 2)
    }
}
