/// How much a list row's badge stands out (`badgeProminence(_:)`).
public struct BadgeProminence: Hashable, Sendable {
    private enum Level: Hashable, Sendable { case decreased, standard, increased }
    private let level: Level

    /// Passive information: the badge in the tertiary label colour (an estimate of iOS's look).
    public static let decreased = BadgeProminence(level: .decreased)
    /// The default: the badge in the secondary label colour.
    public static let standard = BadgeProminence(level: .standard)
    /// Something that needs attention: white on a red capsule, as a tab's badge.
    public static let increased = BadgeProminence(level: .increased)

    /// The badge `label` in a list row at this prominence.
    @MainActor func badge(_ label: Text) -> some View {
        label
            .foregroundStyle(level == .increased ? Color.white : Color(level == .decreased ? UIColor.tertiaryLabel : .secondaryLabel))
            .padding(.horizontal, level == .increased ? 7 : 0)
            .padding(.vertical, level == .increased ? 2 : 0)
            .background(level == .increased ? Color.red : .clear, in: Capsule())
    }
}

private enum BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

extension EnvironmentValues {
    /// How much list rows' badges here stand out (`badgeProminence(_:)`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Sets how much the badges of the list rows in this view stand out.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}
