import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview`: registers a preview of a view, found at run time with no hand-written list.
///
/// The expansion is a uniquely named type conforming to `Flipbook.PreviewRegistry` that knows
/// the preview's source location and makes it with `Flipbook.Preview(…)`, passing the macro's
/// arguments and body on unchanged. `@Previewable` declarations at the top of the body become
/// stored properties of a view generated beside it, whose body is the rest of the statements.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let labeledBody = node.arguments.first { $0.label?.text == "body" }
        guard let body = node.trailingClosure ?? labeledBody?.expression.as(ClosureExprSyntax.self) else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody)])
        }
        let kept = node.arguments.filter { $0.label?.text != "body" }
        let arguments = LabeledExprListSyntax(kept.enumerated().map { index, argument in
            argument.with(\.trailingComma, index < kept.count - 1 ? .commaToken(trailingTrivia: .space) : nil)
        })
        let (previewables, rest) = split(body.statements)
        var closure = body.with(\.leadingTrivia, .space).with(\.trailingTrivia, [])
        var members: [DeclSyntax] = []
        if !previewables.isEmpty {
            if body.signature != nil {
                throw DiagnosticsError(diagnostics: [
                    Diagnostic(node: Syntax(body), message: PreviewDiagnostic.previewableWithParameters),
                ])
            }
            let properties = MemberBlockItemListSyntax(previewables.map { declaration in
                MemberBlockItemSyntax(decl: declaration
                    .with(\.attributes, declaration.attributes.filter { !isPreviewable($0) })
                    .with(\.leadingTrivia, []))
            })
            closure = ClosureExprSyntax(leadingTrivia: .space, statements: ["Content()"])
            members.append("""
                struct Content: Flipbook.View {
                    \(properties)
                    var body: some Flipbook.View {
                        \(Dedent(by: indentation(of: rest)).rewrite(rest.with(\.leadingTrivia, [])))
                    }
                }
                """)
        }
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax("Flipbook.Preview"),
            leftParen: arguments.isEmpty ? nil : .leftParenToken(),
            arguments: arguments,
            rightParen: arguments.isEmpty ? nil : .rightParenToken(),
            trailingClosure: closure)
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        var registry = try EnumDeclSyntax("""
            @MainActor
            enum \(context.makeUniqueName("Preview")): Flipbook.PreviewRegistry {
                static var fileID: String { \(location?.file ?? "#fileID") }
                static var line: Int { \(location?.line ?? "#line") }
                static var column: Int { \(location?.column ?? "#column") }
                static func makePreview() -> Flipbook.Preview {
                    \(call)
                }
            }
            """)
        for member in members {
            registry.memberBlock.members.append(MemberBlockItemSyntax(leadingTrivia: .newline, decl: member))
        }
        return [DeclSyntax(registry)]
    }

    /// The indentation of the first statement of a closure body (its spaces after a newline).
    private static func indentation(of statements: CodeBlockItemListSyntax) -> Int {
        var spaces = 0
        for piece in statements.first?.leadingTrivia.pieces ?? [] {
            switch piece {
            case .newlines, .carriageReturnLineFeeds: spaces = 0
            case .spaces(let count): spaces += count
            default: break
            }
        }
        return spaces
    }

    /// The `@Previewable` declarations at the top of a preview body, and the statements after them.
    private static func split(_ statements: CodeBlockItemListSyntax) -> ([VariableDeclSyntax], CodeBlockItemListSyntax) {
        var previewables: [VariableDeclSyntax] = []
        var rest: [CodeBlockItemSyntax] = []
        for item in statements {
            if rest.isEmpty, let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                previewables.append(variable)
            } else {
                rest.append(item)
            }
        }
        return (previewables, CodeBlockItemListSyntax(rest))
    }

    private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = attribute else { return false }
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "Flipbook.Previewable"
    }
}

enum PreviewDiagnostic: String, DiagnosticMessage {
    case missingBody
    case previewableWithParameters

    var message: String {
        switch self {
        case .missingBody: "#Preview needs a body: #Preview(\"Name\") { MyView() }"
        case .previewableWithParameters: "@Previewable cannot be used in a #Preview(arguments:) body; declare the state in a view"
        }
    }
    var diagnosticID: MessageID { MessageID(domain: "FlipbookMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}

/// Removes `count` spaces after every newline, so statements moved out of a closure keep
/// their shape at their new depth.
private final class Dedent: SyntaxRewriter {
    let count: Int
    init(by count: Int) {
        self.count = count
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token.with(\.leadingTrivia, dedented(token.leadingTrivia))
    }

    private func dedented(_ trivia: Trivia) -> Trivia {
        var pieces: [TriviaPiece] = []
        var afterNewline = false
        for piece in trivia.pieces {
            if afterNewline, case .spaces(let spaces) = piece {
                if spaces > count { pieces.append(.spaces(spaces - count)) }
            } else {
                pieces.append(piece)
            }
            switch piece {
            case .newlines, .carriageReturnLineFeeds: afterNewline = true
            default: afterNewline = false
            }
        }
        return Trivia(pieces: pieces)
    }
}
