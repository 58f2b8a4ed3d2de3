import Foundation
import Testing
import Flipbook
import FlipbookImage
import FlipbookPlayer

/// A button that widens itself, without animation, when tapped.
private struct WidenButton: View {
    @State private var wide = false
    var body: some View {
        Button(wide ? "Narrow" : "Widen") { wide.toggle() }
            .frame(width: wide ? 120 : 60, height: 30)
    }
}

/// 20 frames: 0…9 before the tap, 10…19 after it; nothing moves otherwise.
private let restingScene = FlipbookScene("resting", size: CGSize(width: 200, height: 100), duration: 20.0 / 60) {
    Tap("Widen", at: 9.5 / 60)
} content: {
    WidenButton()
}

@MainActor
@Suite struct RepeatedFrameTests {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-repeat-\(UUID().uuidString)")

    private func bytes(ofFrame index: Int, in folder: URL) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(String(format: "resting/frame-%05d.png", index)))
    }

    @Test(arguments: [1, 2])
    func aSceneAtRestIsDrawnOnceAndItsBytesWrittenForEveryFrame(threads: Int) throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let summary = try SceneRenderer().render(restingScene, options: RenderOptions(outputDirectory: work.path, threads: threads))
        #expect(summary.framesWritten == 20)
        #expect(summary.timings.framesDrawn == 2)
        let before = try bytes(ofFrame: 0, in: work), after = try bytes(ofFrame: 10, in: work)
        #expect(before != after)
        for index in 0..<20 { #expect(try bytes(ofFrame: index, in: work) == (index < 10 ? before : after)) }
    }

    @Test func aFrameRangeStartsItsFirstRunAtItsFirstFrame() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let summary = try SceneRenderer().render(restingScene, options: RenderOptions(outputDirectory: work.path, frames: 5...12))
        #expect(summary.timings.framesDrawn == 2)
        let names = try FileManager.default.contentsOfDirectory(atPath: work.appendingPathComponent("resting").path)
        #expect(names.sorted() == (5...12).map { String(format: "frame-%05d.png", $0) })
    }
}

@MainActor
@Suite struct StreamedFrameTests {
    @Test func framesComeInAscendingOrderWithTheSamePixelsAsInMemory() throws {
        let renderer = try SceneRenderer()
        var order: [Int] = []
        var streamed: [Int: RGBAImage] = [:]
        try renderer.renderFrames(restingScene, frames: [15, 3, 9, 10]) { index, image in
            order.append(index)
            streamed[index] = image
        }
        #expect(order == [3, 9, 10, 15])
        #expect(streamed == (try renderer.renderImages(restingScene, frames: [3, 9, 10, 15])))
        #expect(streamed[3] == streamed[9] && streamed[9] != streamed[10] && streamed[10] == streamed[15])
    }
}
