import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `AttributedString(markdown:)` (Flipbook's, for Linux) and `Text(_:)` of an attributed string:
/// inline styles and links as attributes, white space by the interpreted syntax.
@MainActor
@Suite struct AttributedStringMarkdownTests {
    private typealias Intent = AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute

    private func layout(_ text: Text) -> TextLayoutSpec {
        makeGraph(text).displayList(at: 0).allTexts[0].layout
    }

    @Test func inlineStylesBecomeIntentsAndLinksBecomeURLs() throws {
        let string = try AttributedString(markdown: "**Bold** *it* `code` ~~no~~ [tides](https://noaa.gov)")
        let runs = string.runs.map { (String(string[$0.range].characters), $0[Intent.self], $0.link) }
        #expect(runs.map(\.0) == ["Bold", " ", "it", " ", "code", " ", "no", " ", "tides"])
        #expect(runs.map(\.1) == [.stronglyEmphasized, nil, .emphasized, nil, .code, nil, .strikethrough, nil, nil])
        #expect(runs.map(\.2) == [nil, nil, nil, nil, nil, nil, nil, nil, URL(string: "https://noaa.gov")])
    }

    @Test func whiteSpaceFollowsTheInterpretedSyntax() throws {
        let source = "First  line\nsame paragraph.\n\nSecond *one*."
        func characters(_ syntax: AttributedString.MarkdownParsingOptions.InterpretedSyntax) throws -> String {
            String(try AttributedString(markdown: source, options: .init(interpretedSyntax: syntax)).characters)
        }
        #expect(try characters(.inlineOnlyPreservingWhitespace) == "First  line\nsame paragraph.\n\nSecond one.")
        #expect(try characters(.inlineOnly) == "First line same paragraph. Second one.")
        // Foundation keeps paragraphs in attributes only: Text shows them run together.
        #expect(try characters(.full) == "First line same paragraph.Second one.")
    }

    @Test func textOfAnAttributedStringDrawsItsRunsStyled() throws {
        let spec = layout(Text(try AttributedString(markdown: "**Bold** and [link](https://example.com)")))
        #expect(spec.string == "Bold and link")
        let body = FontSpec(family: .sans, size: 17, weight: 400)
        #expect(spec.spans == [
            TextSpan(range: 0..<4, font: FontSpec(size: 17, weight: 700)),
            TextSpan(range: 4..<9, font: body),
            TextSpan(range: 9..<13, font: body, color: Color.blue.rgba),
        ])
    }
}
