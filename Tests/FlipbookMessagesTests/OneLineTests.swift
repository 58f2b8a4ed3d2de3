import FlipbookMessages
import Testing

@Suite struct OneLineTests {
    @Test func plainTextIsUnchanged() {
        #expect(OneLine.echo("output/frame-00001.png") == "output/frame-00001.png")
        #expect(OneLine.echo("日本語 ✓ é") == "日本語 ✓ é")
    }

    @Test func controlCharactersAreEscapedAsSwiftWritesThem() {
        #expect(OneLine.echo("a\nb\rc\td") == "a\\nb\\rc\\td")
        #expect(OneLine.echo("\u{1B}[2J\u{7F}\u{85}\u{0}") == "\\u{1B}[2J\\u{7F}\\u{85}\\u{0}")
        #expect(OneLine.echo("x\u{2028}y\u{2029}z") == "x\\u{2028}y\\u{2029}z")
        #expect(OneLine.echo("evil\u{202E}gnp.exe") == "evil\\u{202E}gnp.exe")
    }

    @Test func longTextIsCutInTheMiddle() {
        let text = String(repeating: "a", count: 100_000) + "/tail.png"
        let echoed = OneLine.echo(text)
        #expect(echoed.unicodeScalars.count == 200)
        #expect(echoed.hasPrefix(String(repeating: "a", count: 140) + "…"))
        #expect(echoed.hasSuffix("aaaa/tail.png"))
        #expect(OneLine.echo(String(repeating: "b", count: 200)) == String(repeating: "b", count: 200))
    }

    @Test func cuttingHappensBeforeEscaping() {
        let echoed = OneLine.echo(String(repeating: "\n", count: 1_000))
        #expect(echoed == String(repeating: "\\n", count: 140) + "…" + String(repeating: "\\n", count: 59))
    }

    @Test func aWholeMessageIsOneLineAndBounded() {
        let message = OneLine.message("unknown scene \"" + String(repeating: "x\n", count: 50_000) + "\"")
        #expect(!message.contains("\n"))
        #expect(message.unicodeScalars.count < 2 * OneLine.maximumMessageLength)
        #expect(message.hasPrefix("unknown scene \"x\\nx\\n"))
        #expect(message.hasSuffix("x\\n\""))
    }

    @Test func numbersAreGroupedInThousands() {
        #expect(OneLine.grouped(0) == "0")
        #expect(OneLine.grouped(999) == "999")
        #expect(OneLine.grouped(33_554_432) == "33,554,432")
        #expect(OneLine.grouped(-1_000) == "-1,000")
        #expect(OneLine.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }
}
