import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a `@State` (or other dynamic property) declared at the top of a
/// `#Preview` body. It adds nothing by itself: `#Preview` moves the marked declarations into
/// the view it generates, where they become stored properties.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
