import Foundation
import Testing
import Flipbook
import FlipbookImage
import FlipbookPlayer

/// Draws every line as the layout gives it.
private struct WholeLines: TextRenderer {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout { ctx.draw(line) }
    }
}

/// Draws every glyph on its own.
private struct EveryGlyph: TextRenderer {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for glyph in run { ctx.draw(glyph) }
            }
        }
    }
}

/// A text drawn through a renderer, with pango's layout, draws the pixels the text draws itself.
@MainActor
@Suite struct TextRendererRenderTests {
    private let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-text-renderer-\(UUID().uuidString)")

    private func firstFrame(_ content: some View) throws -> RGBAImage {
        defer { try? FileManager.default.removeItem(at: work) }
        let scene = FlipbookScene("text", size: CGSize(width: 240, height: 200), duration: 1 / 60) { content }
        try SceneRenderer().render(scene, options: RenderOptions(outputDirectory: work.path, scale: 2))
        return try PNG.read(contentsOf: work.appendingPathComponent("text/frame-00000.png").path)
    }

    /// Wrapped and centred lines, a bold span in red, and a text cut to two lines with an ellipsis.
    private var texts: some View {
        VStack(spacing: 12) {
            (Text("Your year in review is ready: see the ") + Text("places").bold().foregroundColor(.red)
                + Text(" you went."))
                .multilineTextAlignment(.center)
            Text("The songs you loved, and the friends you met along the way, all year long.")
                .lineLimit(2)
        }
        .frame(width: 200)
    }

    @Test func drawingEveryLineDrawsTheTextAsItIs() throws {
        let plain = try firstFrame(texts)
        let lines = try firstFrame(texts.textRenderer(WholeLines()))
        let differing = zip(plain.pixels, lines.pixels).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    /// Glyphs drawn one by one at the layout's positions draw the same pixels too.
    @Test func drawingEveryGlyphDrawsTheTextAsItIs() throws {
        let plain = try firstFrame(texts)
        let glyphs = try firstFrame(texts.textRenderer(EveryGlyph()))
        let differing = zip(plain.pixels, glyphs.pixels).filter { $0 != $1 }.count
        #expect(differing == 0)
        // Not two blank frames: the texts cover thousands of dark bytes.
        #expect(plain.pixels.filter { $0 < 128 }.count > 20_000)
    }
}
