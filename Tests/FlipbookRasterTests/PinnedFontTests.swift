import FlipbookDisplayList
@testable import FlipbookRaster
import Foundation
import Testing

/// The pinned emoji and symbol fonts draw: emoji in their own colours, symbols in the text colour.
@Suite struct PinnedFontTests {
    @Test func emojiDrawInColourWhateverTheTextColour() throws {
        let face = TextDrawing(layout: TextLayoutSpec(string: "😀", font: FontSpec(size: 40)),
                               origin: CGPoint(x: 5, y: 5), color: RGBAColor(red: 0, green: 0, blue: 1))
        let pixels = try render([.text(face)], width: 60, height: 60)
        // The grinning face is yellow on its forehead and pink on its tongue, not the blue text
        // colour; it is scaled from the font's 109 px bitmaps to 40 pt, so the corner stays white.
        #expect(pixels[20, 15] == [255, 249, 205, 45])
        #expect(pixels[30, 40] == [255, 237, 119, 112])
        #expect(pixels[10, 10] == [255, 255, 255, 255])
    }

    @Test func anEmojiPresentationSequenceDrawsAsEmojiEvenWhereTheTextFontHasTheCharacter() throws {
        // Inter has U+2764 (a black heart); with U+FE0F it is the red emoji heart.
        let heart = TextDrawing(layout: TextLayoutSpec(string: "❤️", font: FontSpec(size: 40)),
                                origin: CGPoint(x: 5, y: 5), color: RGBAColor(red: 0, green: 0, blue: 1))
        let pixels = try render([.text(heart)], width: 60, height: 60)
        let middle = pixels[27, 28]
        #expect(middle[1] > 200 && middle[2] < 80 && middle[3] < 80, "got \(middle)")
    }

    @Test func charactersNoPinnedFontHasAreNamed() throws {
        let measurer = try PangoTextMeasurer(fonts: try FontSet.pinned())
        // U+1FAE9 (face with bags under eyes) is Unicode 16, newer than Noto Color Emoji 2.042.
        #expect(measurer.missingCharacters(in: "ok \u{1FAE9} 😀 ❤️", font: FontSpec()) == ["\u{1FAE9}"])
        #expect(measurer.missingCharacters(in: "你好 👋🏽 🇫🇷", font: FontSpec()) == [])
    }

    @Test func symbolsDrawInTheTextColour() throws {
        // U+E87D is Material Icons' "favorite" (a filled heart) on a 512-unit em square.
        let heart = TextDrawing(layout: TextLayoutSpec(string: "\u{E87D}", font: FontSpec(family: .symbols, size: 48)),
                                origin: .zero, color: red)
        let pixels = try render([.text(heart)], width: 48, height: 48)
        #expect(pixels[24, 26] == [255, 255, 0, 0])
        #expect(pixels[1, 1] == [255, 255, 255, 255])
    }
}

