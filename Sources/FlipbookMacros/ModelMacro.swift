import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model` on a class: a SwiftData model kept in memory. It expands as `@Observable` does (an
/// observation registrar, and `@ObservationTracked` on each stored `var` that is not
/// `@Transient`), conforms the class to `PersistentModel`, and lists the properties marked
/// `@Relationship(deleteRule: .cascade)`, whose models a delete takes with it.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let model = declaration.as(ClassDeclSyntax.self) else {
            throw MacroExpansionErrorMessage("@Model applies to a class: `@Model final class Name { … }`")
        }
        let name = model.name.trimmedDescription
        let cascading = storedProperties(of: declaration).filter { deleteRule(of: $0.variable) == "cascade" }
            .map { "\\\(name).\($0.name)" }
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: name), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: name), Member>, _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "public nonisolated static var cascadingRelationships: [AnyKeyPath] { [\(raw: cascading.joined(separator: ", "))] }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), isObserved(variable) else { return [] }
        return ["@ObservationTracked"]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.PersistentModel, Observation.Observable {}")]
    }

    /// The class's stored `var`s that are observed, with their names.
    private static func storedProperties(of declaration: some DeclGroupSyntax) -> [(variable: VariableDeclSyntax, name: String)] {
        declaration.memberBlock.members.compactMap { member in
            guard let variable = member.decl.as(VariableDeclSyntax.self), isObserved(variable),
                  let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
            else { return nil }
            return (variable, name)
        }
    }

    /// A stored instance `var` (no accessors, not static, not `@Transient` or `@ObservationIgnored`).
    private static func isObserved(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
              let binding = variable.bindings.first, binding.accessorBlock == nil,
              binding.pattern.is(IdentifierPatternSyntax.self) else { return false }
        if variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) { return false }
        return !variable.attributes.contains { attribute in
            guard case .attribute(let attribute) = attribute else { return false }
            return ["Transient", "ObservationIgnored"].contains(attribute.attributeName.trimmedDescription)
        }
    }

    /// The `deleteRule:` of the property's `@Relationship` attribute (`cascade`, `nullify`…), if any.
    private static func deleteRule(of variable: VariableDeclSyntax) -> String? {
        for case .attribute(let attribute) in variable.attributes where attribute.attributeName.trimmedDescription == "Relationship" {
            guard case .argumentList(let arguments) = attribute.arguments else { return nil }
            let rule = arguments.first { $0.label?.text == "deleteRule" }?.expression.trimmedDescription
            return rule.map { String($0.split(separator: ".").last ?? "") }
        }
        return nil
    }
}

/// `@Attribute`, `@Relationship` and `@Transient`: marks on a model's properties that `@Model`
/// reads; they add nothing themselves.
public struct SchemaMarkMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
