import FlipbookMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Expansions of `#Preview` and `@Previewable`, exactly as the compiler sees them.
final class PreviewMacroTests: XCTestCase {
    let macros: [String: any Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    /// The expansion of a `#Preview` on line 1 whose `makePreview()` returns `call`, with `members` after it.
    private func registry(_ call: String, members: String? = nil) -> String {
        func indented(_ text: String, by spaces: Int) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
        }
        return """
            @MainActor
            enum __macro_local_7PreviewfMu_: Flipbook.PreviewRegistry {
                static var fileID: String {
                    "TestModule/test.swift"
                }
                static var line: Int {
                    1
                }
                static var column: Int {
                    1
                }
                static func makePreview() -> Flipbook.Preview {
            \(indented(call, by: 8))
                }
            """ + (members.map { "\n" + indented($0, by: 4) } ?? "") + "\n}"
    }

    func testUnnamedPreviewRegistersItsBodyAndLocation() {
        assertMacroExpansion(
            """
            #Preview {
                LikeButton()
            }
            """,
            expandedSource: registry(
                """
                Flipbook.Preview {
                    LikeButton()
                }
                """),
            macros: macros)
    }

    func testNameAndTraitsArePassedOnUnchanged() {
        assertMacroExpansion(
            """
            #Preview("Not liked", traits: .sizeThatFitsLayout, .landscapeLeft) { LikeButton(isLiked: false) }
            """,
            expandedSource: registry(
                """
                Flipbook.Preview("Not liked", traits: .sizeThatFitsLayout, .landscapeLeft) {
                    LikeButton(isLiked: false)
                }
                """),
            macros: macros)
    }

    func testPreviewableStateBecomesAPropertyOfAGeneratedView() {
        assertMacroExpansion(
            """
            #Preview("Toggle") {
                @Previewable @State var isOn = true
                Toggle("Wi-Fi", isOn: $isOn)
                    .padding()
            }
            """,
            expandedSource: registry(
                """
                Flipbook.Preview("Toggle") {
                    Content()
                }
                """,
                members: """
                struct Content: Flipbook.View {
                    @State var isOn = true
                    var body: some Flipbook.View {
                        Toggle("Wi-Fi", isOn: $isOn)
                            .padding()
                    }
                }
                """),
            macros: macros)
    }

    func testArgumentsKeepTheClosureParameter() {
        assertMacroExpansion(
            """
            #Preview("Sizes", arguments: [Size.small, .large]) { size in
                Badge(size: size)
            }
            """,
            expandedSource: registry(
                """
                Flipbook.Preview("Sizes", arguments: [Size.small, .large]) { size in
                    Badge(size: size)
                }
                """),
            macros: macros)
    }

    func testPreviewableWithArgumentsIsAnError() {
        assertMacroExpansion(
            """
            #Preview(arguments: [1, 2]) { n in
                @Previewable @State var count = 0
                Text("\\(n)")
            }
            """,
            expandedSource: """
            #Preview(arguments: [1, 2]) { n in
                @Previewable @State var count = 0
                Text("\\(n)")
            }
            """,
            diagnostics: [
                DiagnosticSpec(message: "@Previewable cannot be used in a #Preview(arguments:) body; declare the state in a view",
                               line: 1, column: 29),
            ],
            macros: macros)
    }

    func testPreviewableAloneAddsNothing() {
        assertMacroExpansion(
            "@Previewable var x = 1",
            expandedSource: "var x = 1",
            macros: macros)
    }
}
