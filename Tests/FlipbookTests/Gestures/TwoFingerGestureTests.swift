import Testing
@testable import Flipbook

/// `MagnifyGesture`, `MagnificationGesture`, `RotateGesture`, `RotationGesture` driven by a script's `Pinch`.
@MainActor
@Suite struct TwoFingerGestureTests {
    /// Six frames from 100 to 200 points apart: magnification up by 1/6 a frame, 10 per second.
    @Test func magnificationFollowsTheFingersSpread() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.3, script: { Pinch(at: CGPoint(x: 200, y: 150), scale: 2, duration: 0.1, at: 0) }) {
            Color.teal.frame(width: 300, height: 200)
                .gesture(MagnifyGesture()
                    .onChanged { log.add(rounded($0.magnification)) }
                    .onEnded { log.add("ended \(rounded($0.magnification)) v \(rounded($0.velocity)) from \(rounded($0.startLocation.x))") })
        }
        #expect(log.entries == ["1.166667", "1.333333", "1.5", "1.666667", "1.833333", "2", "ended 2 v 10 from 150"])
    }

    /// Three frames turning a quarter: 30° a frame; the older form reports the same values.
    @Test func rotationFollowsTheFingersTurn() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.3, script: { Pinch(at: CGPoint(x: 200, y: 150), rotation: .degrees(90), duration: 0.05, at: 0) }) {
            Color.teal.frame(width: 300, height: 200)
                .gesture(RotateGesture().onEnded { log.add("rotate \(rounded($0.rotation.degrees)) v \(rounded($0.velocity.degrees))") })
                .simultaneousGesture(RotationGesture().onChanged { log.add(rounded($0.degrees)) })
        }
        #expect(log.entries == ["30", "60", "90", "rotate 90 v 1800"])
    }

    /// Pinching with a magnification and a rotation gesture together (`simultaneously`), and a
    /// tap there failing: two fingers are not a tap.
    @Test func pinchScalesAndTurnsTogether() throws {
        let log = GestureLog()
        _ = try runFrames(through: 0.3, script: { Pinch(at: CGPoint(x: 200, y: 150), scale: 0.5, rotation: .degrees(-45), duration: 0.05, at: 0) }) {
            Color.teal.frame(width: 300, height: 200)
                .gesture(MagnificationGesture().simultaneously(with: RotationGesture()).onEnded { value in
                    log.add("\(value.first.map { rounded($0) } ?? "nil") \(value.second.map { rounded($0.degrees) } ?? "nil")")
                })
                .simultaneousGesture(TapGesture().onEnded { log.add("tap") })
        }
        #expect(log.entries == ["0.5 -45"])
    }
}
