import Testing

/// Expansions of `#Preview` and `@Previewable`, exactly as the compiler makes them.
struct PreviewMacroTests {
    /// Views the snippets preview.
    private let views = """
        import Flipbook

        struct LikeButton: View {
            var isLiked = false
            var body: some View { Text(isLiked ? "Liked" : "Like") }
        }
        enum Size: Sendable { case small, large }
        struct Badge: View {
            let size: Size
            var body: some View { Text("New") }
        }

        """

    /// The expansion of a `#Preview` on line `line` whose `makePreview()` returns `call`, with `members` after it.
    private func registry(line: Int, _ call: String, members: String? = nil) -> String {
        func indented(_ text: String, by spaces: Int) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String(repeating: " ", count: spaces) + $0 }.joined(separator: "\n")
        }
        return """
            @MainActor
            enum Registry: Flipbook.PreviewRegistry {
                static var fileID: String {
                    "TestModule/test.swift"
                }
                static var line: Int {
                    \(line)
                }
                static var column: Int {
                    1
                }
                static func makePreview() -> Flipbook.Preview {
            \(indented(call, by: 8))
                }
            """ + (members.map { "\n" + indented($0, by: 4) } ?? "") + "\n}"
    }

    @Test func unnamedPreviewRegistersItsBodyAndLocation() throws {
        let snippet = try CompiledSnippet(views + """
            #Preview {
                LikeButton()
            }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions == [registry(line: 12, """
            Flipbook.Preview {
                LikeButton()
            }
            """)])
    }

    @Test func nameAndTraitsArePassedOnUnchanged() throws {
        let snippet = try CompiledSnippet(views + """
            #Preview("Not liked", traits: .sizeThatFitsLayout, .landscapeLeft) { LikeButton(isLiked: false) }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions == [registry(line: 12, """
            Flipbook.Preview("Not liked", traits: .sizeThatFitsLayout, .landscapeLeft) {
                LikeButton(isLiked: false)
            }
            """)])
    }

    @Test func previewableStateBecomesAPropertyOfAGeneratedView() throws {
        let snippet = try CompiledSnippet(views + """
            #Preview("Toggle") {
                @Previewable @State var isOn = true
                Toggle("Wi-Fi", isOn: $isOn)
                    .padding()
            }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions == [registry(line: 12, """
            Flipbook.Preview("Toggle") {
                Content()
            }
            """, members: """
            struct Content: Flipbook.View {
                @State var isOn = true
                var body: some Flipbook.View {
                    Toggle("Wi-Fi", isOn: $isOn)
                        .padding()
                }
            }
            """)])
    }

    @Test func argumentsKeepTheClosureParameter() throws {
        let snippet = try CompiledSnippet(views + """
            #Preview("Sizes", arguments: [Size.small, .large]) { size in
                Badge(size: size)
            }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions == [registry(line: 12, """
            Flipbook.Preview("Sizes", arguments: [Size.small, .large]) { size in
                Badge(size: size)
            }
            """)])
    }

    @Test func previewableWithArgumentsIsAnErrorAtTheBody() throws {
        let snippet = try CompiledSnippet(views + """
            #Preview(arguments: [1, 2]) { n in
                @Previewable @State var count = 0
                Text("\\(n)")
            }
            """)
        #expect(snippet.errors == [
            "12:29: @Previewable cannot be used in a #Preview(arguments:) body; declare the state in a view (from macro 'Preview')",
        ])
    }

    @Test func previewableOutsideAPreviewAddsNothing() throws {
        let snippet = try CompiledSnippet(views + """
            struct Counter {
                @Previewable var count = 1
            }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions == [""])  // the peer macro ran and added nothing
    }
}
