import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` in an `extension EnvironmentValues`: a private
/// `EnvironmentKey` named `__Key_name` whose default is `value` (nil for an optional without
/// one), and the property's getter and setter through it. The type must be written. In an
/// `extension ContainerValues` or `extension Transaction` the key is a `ContainerValueKey` or a
/// `TransactionKey`.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let name = try entry(declaration).name else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let (name, type, value) = try entry(declaration)
        guard let name else { return [] }
        guard let type else {
            throw MacroExpansionErrorMessage("@Entry needs the property's type: `@Entry var \(name): Type = value`")
        }
        let key = keyProtocol(extending: context.lexicalContext)
        return ["private struct __Key_\(raw: name): Flipbook.\(raw: key) { static var defaultValue: \(type) { \(value ?? "nil") } }"]
    }

    /// The key protocol of the values the entry's extension extends (`EnvironmentKey` unless it
    /// extends `ContainerValues` or `Transaction`).
    private static func keyProtocol(extending lexicalContext: [Syntax]) -> String {
        let extended = lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first?
            .extendedType.trimmedDescription.split(separator: ".").last
        switch extended {
        case "ContainerValues": return "ContainerValueKey"
        case "Transaction": return "TransactionKey"
        default: return "EnvironmentKey"
        }
    }

    /// The property's name, type and initial value.
    private static func entry(_ declaration: some DeclSyntaxProtocol) throws -> (name: String?, type: TypeSyntax?, value: ExprSyntax?) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionErrorMessage("@Entry applies to a `var` with a name: `@Entry var name: Type = value`")
        }
        return (pattern.identifier.trimmedDescription, binding.typeAnnotation?.type.trimmed, binding.initializer?.value.trimmed)
    }
}
