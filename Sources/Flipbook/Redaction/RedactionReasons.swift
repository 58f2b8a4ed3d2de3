/// Why content is redacted: `.placeholder` draws text as rounded bars and images as rounded
/// boxes, in the content's own colour made faint, keeping every frame the layout gave it (the
/// look of a view whose data has not loaded yet).
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder while real data loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data, hidden when the device is locked: views marked `privacySensitive()` draw as
    /// placeholders, the others as they are.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date and about to refresh (Flipbook draws it as it is).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private enum RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The reasons the views here are redacted (empty: not redacted).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether leaves here draw as placeholders: redacted as placeholders, or as private data
    /// where they are `privacySensitive`.
    var isPlaceholderRedacted: Bool {
        redactionReasons.contains(.placeholder) || isPrivacySensitive && redactionReasons.contains(.privacy)
    }
}

struct RedactedModifier: ViewModifier, EnvironmentModifier {
    let reasons: RedactionReasons
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) { environment.redactionReasons.formUnion(reasons) }
}

extension View {
    /// Redacts this view for `reason` (adding to the reasons of redactions around it).
    public func redacted(reason: RedactionReasons) -> some View { modifier(RedactedModifier(reasons: reason)) }

    /// Draws this view as it is, inside a redacted view.
    public func unredacted() -> some View { environment(\.redactionReasons, []) }
}
