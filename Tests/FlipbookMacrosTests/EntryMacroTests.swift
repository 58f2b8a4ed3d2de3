import FlipbookMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// Expansions of `@Entry`, exactly as the compiler sees them.
final class EntryMacroTests: XCTestCase {
    let macros: [String: any Macro.Type] = ["Entry": EntryMacro.self]

    func testATypedEntryGetsAKeyWithItsDefaultAndAccessorsThroughIt() {
        assertMacroExpansion(
            """
            extension EnvironmentValues {
                @Entry var isCompact: Bool = false
            }
            """,
            expandedSource: """
            extension EnvironmentValues {
                var isCompact: Bool {
                    get {
                        self[__Key_isCompact.self]
                    }
                    set {
                        self[__Key_isCompact.self] = newValue
                    }
                }

                private struct __Key_isCompact: Flipbook.EnvironmentKey {
                    static var defaultValue: Bool {
                        false
                    }
                }
            }
            """,
            macros: macros)
    }

    func testAnOptionalWithoutAValueDefaultsToNil() {
        assertMacroExpansion(
            """
            @Entry var accent: Color?
            """,
            expandedSource: """
            var accent: Color? {
                get {
                    self[__Key_accent.self]
                }
                set {
                    self[__Key_accent.self] = newValue
                }
            }

            private struct __Key_accent: Flipbook.EnvironmentKey {
                static var defaultValue: Color? {
                    nil
                }
            }
            """,
            macros: macros)
    }
}
