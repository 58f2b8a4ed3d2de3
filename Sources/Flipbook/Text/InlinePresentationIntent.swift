#if !canImport(Darwin)
import Foundation

/// Foundation's inline styles of markdown text, absent from Foundation on Linux: what
/// `AttributedString(markdown:)` marks and `Text(_:)` of an attributed string draws.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `*italic*`.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// `**bold**`.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// `` `code` ``.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// `~~struck~~`.
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

extension AttributeScopes.FoundationAttributes {
    /// The attribute holding a run's `InlinePresentationIntent` (Foundation's name for it).
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}
#endif
