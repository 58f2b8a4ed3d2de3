import Testing
@testable import Flipbook
import FlipbookDisplayList
import Foundation

/// `rotation3DEffect`: the projection SwiftUI documents (turn about the axis through the anchor,
/// then perspective from `max(width, height) / perspective` in front), checked at exact points.
@MainActor
@Suite struct Rotation3DTests {
    private func mapped(_ effect: _Rotation3DEffect, _ point: CGPoint, in size: CGSize = CGSize(width: 100, height: 100)) -> CGPoint {
        point.applying(effect.effectValue(size: size))
    }

    private func expectClose(_ a: CGPoint, _ b: CGPoint, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) ≠ \(b)", sourceLocation: sourceLocation)
    }

    @Test func zeroAngleAndZeroAxisAreIdentity() {
        #expect(_Rotation3DEffect(angle: .zero, axis: (0, 1, 0)).effectValue(size: CGSize(width: 80, height: 40)).isIdentity)
        #expect(_Rotation3DEffect(angle: .degrees(30), axis: (0, 0, 0)).effectValue(size: CGSize(width: 80, height: 40)).isIdentity)
    }

    @Test func halfTurnAboutYMirrorsAboutTheAnchor() {
        let effect = _Rotation3DEffect(angle: .degrees(180), axis: (0, 1, 0))
        expectClose(mapped(effect, CGPoint(x: 0, y: 0), in: CGSize(width: 100, height: 50)), CGPoint(x: 100, y: 0))
        expectClose(mapped(effect, CGPoint(x: 30, y: 50), in: CGSize(width: 100, height: 50)), CGPoint(x: 70, y: 50))
        let leading = _Rotation3DEffect(angle: .degrees(180), axis: (0, 1, 0), anchor: .leading)
        expectClose(mapped(leading, CGPoint(x: 30, y: 10), in: CGSize(width: 100, height: 50)), CGPoint(x: -30, y: 10))
    }

    @Test func sixtyDegreesAboutYForeshortensTheFarSide() {
        // Viewer 100 pt in front (max side 100, perspective 1). The trailing edge turns away
        // (z = −50·sin 60°, w = 1 + 0.433), the leading edge towards the viewer (w = 1 − 0.433).
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0))
        let far = 1 + sin(Double.pi / 3) / 2, near = 1 - sin(Double.pi / 3) / 2
        expectClose(mapped(effect, CGPoint(x: 100, y: 0)), CGPoint(x: 50 + 25 / far, y: 50 - 50 / far))
        expectClose(mapped(effect, CGPoint(x: 0, y: 0)), CGPoint(x: 50 - 25 / near, y: 50 - 50 / near))
        expectClose(mapped(effect, CGPoint(x: 50, y: 80)), CGPoint(x: 50, y: 80))
        #expect(abs(mapped(effect, CGPoint(x: 100, y: 0)).x - 67.445763) < 1e-6)
        #expect(abs(mapped(effect, CGPoint(x: 0, y: 0)).y - -38.185397) < 1e-6)
    }

    @Test func perspectiveZeroIsOrthographicAndLargerPerspectiveIsStronger() {
        let flat = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), perspective: 0)
        expectClose(mapped(flat, CGPoint(x: 100, y: 0)), CGPoint(x: 75, y: 0))
        let strong = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), perspective: 2)
        let w = 1 + 2 * sin(Double.pi / 3) / 2
        expectClose(mapped(strong, CGPoint(x: 100, y: 0)), CGPoint(x: 50 + 25 / w, y: 50 - 50 / w))
    }

    @Test func aboutZItTurnsClockwiseLikeRotationEffect() {
        let effect = _Rotation3DEffect(angle: .degrees(90), axis: (0, 0, 1))
        expectClose(mapped(effect, CGPoint(x: 100, y: 50)), CGPoint(x: 50, y: 100))
        #expect(effect.effectValue(size: CGSize(width: 100, height: 100)).isAffine)
    }

    @Test func anchorZMovesThePivotOffThePlane() {
        // The pivot sits 25 pt in front of the view; after a half turn a point 10 pt right of the
        // centre is 10 pt left of it and 25 pt in front of the pivot: w = 1 − 25/100 = 0.75.
        let effect = _Rotation3DEffect(angle: .degrees(180), axis: (0, 1, 0), anchorZ: 25)
        expectClose(mapped(effect, CGPoint(x: 60, y: 50)), CGPoint(x: 50 - 10 / 0.75, y: 50))
    }

    @Test func drawsAsAProjectedGroupInTheFramesCoordinates() {
        let graph = makeGraph(
            Color.red.frame(width: 100, height: 50)
                .rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
                .position(x: 200, y: 100))
        guard case .group(let group) = graph.displayList(at: 0).items.first, let projection = group.projection else {
            Issue.record("no projected group")
            return
        }
        // The frame's centre stays put; its top edge, tilted away, shrinks about the centre.
        let centre = projection.applied(to: CGPoint(x: 200, y: 100))!
        #expect(abs(centre.x - 200) < 1e-9 && abs(centre.y - 100) < 1e-9)
        let topLeft = projection.applied(to: CGPoint(x: 150, y: 75))!
        #expect(topLeft.x > 150 && topLeft.y > 75)
    }

    @Test func animatesItsAngle() throws {
        struct Flip: View {
            @State private var turned = false
            var body: some View {
                VStack {
                    Button("Flip") { withAnimation(.linear(duration: 1)) { turned = true } }
                    Color.red.frame(width: 100, height: 100)
                        .rotation3DEffect(.degrees(turned ? 180 : 0), axis: (0, 1, 0), perspective: 0)
                }
            }
        }
        let graph = makeGraph(Flip())
        try graph.tap("Flip", at: 0)
        graph.update(at: 0.5)
        guard case .group(let group)? = graph.displayList(at: 0.5).items.last else {
            Issue.record("no group")
            return
        }
        // Halfway: 90°, seen edge on, orthographic: every x maps to the centre line.
        let projection = group.projection ?? ProjectiveTransform(group.transform)
        // The square spans 150…250 × 115…215; its leading edge lands on the centre line.
        let left = projection.applied(to: CGPoint(x: 150, y: 130))!
        #expect(abs(left.x - 200) < 1e-9 && abs(left.y - 130) < 1e-9)
    }
}
