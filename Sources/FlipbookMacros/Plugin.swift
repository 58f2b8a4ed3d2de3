import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands Flipbook's macros.
@main
struct FlipbookMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, ModelMacro.self, SchemaMarkMacro.self,
    ]
}
