import Flipbook
import FlipbookDisplayList
import FlipbookPlayer
import FlipbookRaster
import Foundation
import Testing

/// The app's own fonts: this target's resources hold `Fonts/FlipbookTestSerif-Regular.ttf` and
/// `-Bold.ttf` (DejaVu Serif cut to ASCII and renamed, `make_test_font.py`), which the test runner
/// finds in its resource bundle beside it, as an app's executable finds its package's fonts, and
/// `Font.custom` draws by PostScript, full or family name.
@MainActor
@Suite struct AppFontTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer(fonts: try FontSet.pinned())
    }

    /// The width of "minimum" in `family` at 20 pt.
    func width(in family: FontFamily, weight: Int = 400, italic: Bool = false) -> CGFloat {
        measurer.measure(TextLayoutSpec(string: "minimum", font: FontSpec(family: family, size: 20, weight: weight, italic: italic))).size.width
    }

    @Test func theFontFilesOfTheResourceBundleBesideTheRunnerAreTheAppsFonts() {
        let names = FontFile.app.map { ($0.path as NSString).lastPathComponent }
        #expect(names == ["FlipbookTestSerif-Bold.ttf", "FlipbookTestSerif-Regular.ttf"])
        #expect(FontFile.app.allSatisfy { $0.path.contains("FlipbookAppCodeTests.resources/") && $0.package == nil })
    }

    /// "minimum" has no kerning pair: its width is its advances, (1942 + 655 + 1319 + 655 + 1942 + 1319
    /// + 1942) / 2048 em in the regular face and (2167 + 778 + 1489 + 778 + 2167 + 1489 + 2167) / 2048
    /// in the bold one, at 20 pt; Inter's, the system font's, is 87 011 pango units (1/1024 pt).
    @Test func aPostScriptNameDrawsItsFace() {
        #expect(width(in: .custom("FlipbookTestSerif-Regular")) == 9774.0 / 2048 * 20)
        #expect(width(in: .custom("FlipbookTestSerif-Bold")) == 11035.0 / 2048 * 20)
        #expect(width(in: .sans) == 87_011.0 / 1024)
    }

    @Test func theFullAndFamilyNamesDrawTheSameFace() {
        #expect(width(in: .custom("FlipbookTestSerif Regular")) == 9774.0 / 2048 * 20)
        #expect(width(in: .custom("FlipbookTestSerif Bold")) == 11035.0 / 2048 * 20)
        #expect(width(in: .custom("FlipbookTestSerif")) == 9774.0 / 2048 * 20)
        #expect(measurer.hasAppFont(named: "FlipbookTestSerif") && measurer.hasAppFont(named: "FlipbookTestSerif-Bold"))
        #expect(!measurer.hasAppFont(named: "flipbooktestserif-bold"))
    }

    /// A weight asked of a custom font picks its family's face of that weight; a named face keeps
    /// its own weight otherwise; the family has no italic face, and none is made up (as on iOS).
    @Test func boldAndWeightsPickTheFamilysFaces() {
        #expect(width(in: .custom("FlipbookTestSerif"), weight: 700) == 11035.0 / 2048 * 20)
        #expect(width(in: .custom("FlipbookTestSerif-Regular"), weight: 700) == 11035.0 / 2048 * 20)
        #expect(width(in: .custom("FlipbookTestSerif-Bold"), weight: 300) == 9774.0 / 2048 * 20)
        #expect(width(in: .custom("FlipbookTestSerif-Regular"), italic: true) == 9774.0 / 2048 * 20)
    }

    /// A name no file has draws in the system font at the size, as iOS falls back, and characters
    /// the font lacks (it has only ASCII) come from the system font too.
    @Test func anUnknownNameAndMissingCharactersDrawInTheSystemFont() {
        #expect(width(in: .custom("Poppins-Bold")) == width(in: .sans))
        #expect(!measurer.hasAppFont(named: "Poppins-Bold"))
        let accent = { (family: FontFamily) in
            self.measurer.measure(TextLayoutSpec(string: "é", font: FontSpec(family: family, size: 20))).size.width
        }
        #expect(accent(.custom("FlipbookTestSerif-Regular")) == accent(.sans))
    }

    /// `Font.custom` in a view: the named face's box, its Dynamic Type scaling kept; an unknown name
    /// warned about once, however many texts use it.
    @Test func fontCustomInAViewDrawsTheFaceAndWarnsOfAnUnknownName() throws {
        let scene = FlipbookScene("custom-fonts", size: CGSize(width: 300, height: 200), scale: 1, duration: 0.1) {
            VStack {
                Text("minimum").font(.custom("FlipbookTestSerif-Regular", size: 20))
                Text("minimum").font(.custom("FlipbookTestSerif", fixedSize: 20)).dynamicTypeSize(.xxxLarge)
                Text("minimum").font(.custom("FlipbookTestSerif", size: 20)).dynamicTypeSize(.xxxLarge)
                Text("one").font(.custom("Poppins-Bold", size: 20))
                Text("two").font(.custom("Poppins-Bold", size: 20))
            }
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: measurer)
        _ = try run.displayList(at: 0)
        #expect(run.graph.warnings == [
            "Font.custom(\"Poppins-Bold\"): no font file beside the executable or in its resource bundles has this "
                + "PostScript, full or family name; the text draws in the system font (Inter) at its size",
        ])
        let widths = run.graph.layoutDump(at: 0).split(separator: "\n").compactMap { line in
            line.firstMatch(of: /Text\("minimum"\).* ([\d.]+)×/).map { String($0.1) }
        }
        #expect(widths == ["96", "96", "130"])
    }
}
