import Foundation
import Testing
import Flipbook
import FlipbookImage
import FlipbookPlayer

/// Drawing through the whole pipeline: view → display list → cairo → PNG, at 1x and 2x.
@MainActor
@Suite struct DrawingRenderTests {
    private let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-drawing-\(UUID().uuidString)")

    /// Frame 0 of a scene of `size` (100×20 points) showing `content`, rendered at `scale`.
    private func firstFrame(_ content: some View, size: CGSize = CGSize(width: 100, height: 20), scale: Double) throws -> RGBAImage {
        defer { try? FileManager.default.removeItem(at: work) }
        let scene = FlipbookScene("drawing", size: size, duration: 1 / 60) { content }
        try SceneRenderer().render(scene, options: RenderOptions(outputDirectory: work.path, scale: scale))
        return try PNG.read(contentsOf: work.appendingPathComponent("drawing/frame-00000.png").path)
    }

    @Test func linearGradientAcrossTheFrame() throws {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        // Pixel 25's centre is 25.5 pt along: 0.255 × 255 = 65.03; at 2x pixel 51 is 25.75 pt along.
        #expect(try firstFrame(gradient, scale: 1)[x: 25, y: 10] == (65, 65, 65, 255))
        #expect(try firstFrame(gradient, scale: 2)[x: 51, y: 20] == (66, 66, 66, 255))
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        let border = Rectangle().strokeBorder(.black, lineWidth: 4)
        let once = try firstFrame(border, scale: 1)
        #expect(once[x: 0, y: 10] == (0, 0, 0, 255))
        #expect(once[x: 3, y: 10] == (0, 0, 0, 255))
        #expect(once[x: 4, y: 10] == (255, 255, 255, 255))
        let twice = try firstFrame(border, scale: 2)
        #expect(twice[x: 7, y: 20] == (0, 0, 0, 255))
        #expect(twice[x: 8, y: 20] == (255, 255, 255, 255))
    }

    @Test func rowBackgroundsFollowTheCardsCorners() throws {
        let list = List {
            Text("One").listRowBackground(Color(red: 1, green: 0, blue: 0))
            Text("Two").listRowBackground(Color(red: 0, green: 0, blue: 1))
        }
        let frame = try firstFrame(list, size: CGSize(width: 200, height: 150), scale: 1)
        // The card: 16 pt in, from 35 pt down, two 44-pt rows, 10-pt continuous corners. Its
        // corner pixels show the grouped background (242, 242, 247), as iOS clips the rows.
        let grouped: (UInt8, UInt8, UInt8, UInt8) = (242, 242, 247, 255)
        #expect(frame[x: 16, y: 35] == grouped)
        #expect(frame[x: 183, y: 35] == grouped)
        #expect(frame[x: 16, y: 122] == grouped)
        #expect(frame[x: 183, y: 122] == grouped)
        // Inside the corners, and where the rows meet (not rounded), the rows' own colours.
        #expect(frame[x: 20, y: 45] == (255, 0, 0, 255))
        #expect(frame[x: 16, y: 78] == (255, 0, 0, 255))
        #expect(frame[x: 16, y: 79] == (0, 0, 255, 255))
        #expect(frame[x: 179, y: 112] == (0, 0, 255, 255))
    }
}
