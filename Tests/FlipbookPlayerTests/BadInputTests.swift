import Foundation
import Testing
import Flipbook
import FlipbookImage
import FlipbookPlayer

/// Every modifier given NaN, infinite or negative values: the scene renders
/// (or stops with a one-line error naming the view), and nothing crashes.
private struct BadValues: View {
    var nanAspectRatio = true
    var body: some View {
        VStack(spacing: .nan) {
            Color.red.padding(.nan).frame(width: 10, height: 10)
            Color(hue: .nan, saturation: 1, brightness: 1).frame(width: 10, height: 10).offset(x: .nan, y: .infinity)
            Color.blue.frame(width: 10, height: 10).scaleEffect(.nan).rotationEffect(.degrees(.infinity)).opacity(.nan)
            Color.green.frame(width: 10, height: 10).position(x: .nan, y: -5)
            Text("NaN font").font(.system(size: .nan)).lineLimit(-3)
            Spacer(minLength: .nan)
            Circle().trim(from: .nan, to: .infinity).stroke(.red, lineWidth: -4).frame(width: 20, height: 20)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan)), GridItem(.fixed(-5)), GridItem(.flexible(minimum: .infinity))]) {
                Color.orange.frame(height: 5)
            }
            Grid(horizontalSpacing: .nan, verticalSpacing: -3) { GridRow { Color.purple.frame(width: 5, height: 5) } }
            RoundedRectangle(cornerRadius: .nan).frame(width: 10, height: 10)
                .aspectRatio(nanAspectRatio ? .nan : 1, contentMode: .fit)
        }
    }
}

@MainActor
@Suite struct BadInputTests {
    @Test func nanInfiniteAndNegativeValuesNeverCrash() throws {
        let scene = FlipbookScene("bad-values", size: CGSize(width: 200, height: 300), duration: 0.1) { BadValues() }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        do {
            try SceneRenderer().render(scene, options: RenderOptions(outputDirectory: work.path))
            Issue.record("the NaN aspect ratio should have been reported")
        } catch let error as PlayerError {
            // The first problem found is reported in one line naming the modifier.
            #expect(error.description == "scene bad-values: .aspectRatio(nan/1.0): the ratio must be finite and positive")
        }
    }

    /// Without the reported modifier the other bad values do not stop the render: what
    /// becomes non-finite geometry is skipped by the rasteriser, a negative line width
    /// draws nothing, a line limit below 1 counts as 1, and the frame renders.
    @Test func withoutTheReportedModifierTheSceneRenders() throws {
        let scene = FlipbookScene("bad-values", size: CGSize(width: 200, height: 300), duration: 0.1) {
            BadValues(nanAspectRatio: false)
        }
        let images = try SceneRenderer().renderImages(scene, frames: [0])
        #expect(images[0]?.width == 200)
    }

    /// An emoji newer than the pinned font draws as a box and is named once in the summary;
    /// a symbol without a stand-in draws a dashed box and is named once too.
    @Test func missingEmojiAndSymbolsAreNamedOnceInTheSummary() throws {
        let scene = FlipbookScene("missing-glyphs", size: CGSize(width: 200, height: 100), duration: 0.05) {
            VStack {
                Text("Tired \u{1FAE9}")
                Text("Still \u{1FAE9}")
                Image(systemName: "sparkle.magnifyingglass")
            }
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-glyphs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let summary = try SceneRenderer().render(scene, options: RenderOptions(outputDirectory: work.path))
        #expect(summary.warnings == [
            "Text: no pinned font has \u{1FAE9} (U+1FAE9); it draws as a box (emoji come from Noto Color Emoji as "
                + "Debian packages it: use one that font has)",
            "Image(systemName: \"sparkle.magnifyingglass\"): Flipbook has no stand-in for this SF Symbol; it draws a "
                + "dashed box (add it to scripts/make-symbol-table.py, or use a listed name)",
        ])
    }

    /// A frame is never larger than Flipbook's own PNG decoder accepts: refused before any is drawn.
    @Test func aSceneLargerThanTheImageLimitsIsRefused() throws {
        let scene = FlipbookScene("huge", size: CGSize(width: 4000, height: 3000), duration: 0.1) { Color.red }
        #expect(throws: PlayerError.usage("huge at scale 2: 8000×6000 px (48,000,000 pixels) is over the limit of 33,554,432 pixels")) {
            try SceneRenderer().renderImages(scene, frames: [0], scale: 2)
        }
        #expect(try SceneRenderer().renderImages(scene, frames: [0], scale: 1)[0]?.width == 4000)
    }
}
