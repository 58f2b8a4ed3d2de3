import Testing

/// Expansions of `@Entry`, exactly as the compiler makes them.
struct EntryMacroTests {
    @Test func aTypedEntryGetsAKeyWithItsDefaultAndAccessorsThroughIt() throws {
        let snippet = try CompiledSnippet("""
            import Flipbook

            extension EnvironmentValues {
                @Entry var isCompact: Bool = false
            }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions.sorted() == [
            """
            private struct __Key_isCompact: Flipbook.EnvironmentKey {
                static var defaultValue: Bool {
                    false
                }
            }
            """,
            """
            {
                get {
                    self[__Key_isCompact.self]
                }
                set {
                    self[__Key_isCompact.self] = newValue
                }
            }
            """,
        ])
    }

    @Test func anEntryInContainerValuesGetsAContainerValueKey() throws {
        let snippet = try CompiledSnippet("""
            import Flipbook

            extension ContainerValues {
                @Entry var isHighlighted: Bool = false
            }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions.sorted() == [
            """
            private struct __Key_isHighlighted: Flipbook.ContainerValueKey {
                static var defaultValue: Bool {
                    false
                }
            }
            """,
            """
            {
                get {
                    self[__Key_isHighlighted.self]
                }
                set {
                    self[__Key_isHighlighted.self] = newValue
                }
            }
            """,
        ])
    }

    @Test func anOptionalWithoutAValueDefaultsToNil() throws {
        let snippet = try CompiledSnippet("""
            import Flipbook

            extension EnvironmentValues {
                @Entry var accent: Color?
            }
            """)
        #expect(snippet.errors == [])
        #expect(snippet.expansions.sorted() == [
            """
            private struct __Key_accent: Flipbook.EnvironmentKey {
                static var defaultValue: Color? {
                    nil
                }
            }
            """,
            """
            {
                get {
                    self[__Key_accent.self]
                }
                set {
                    self[__Key_accent.self] = newValue
                }
            }
            """,
        ])
    }
}
