/// Views a lazy stack or grid keeps pinned while its scroll view scrolls: its sections' headers
/// (`.sectionHeaders`) at the start of what shows, its footers (`.sectionFooters`) at the end.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

private enum PinnedScrollableViewsKey: EnvironmentKey { static var defaultValue: PinnedScrollableViews { [] } }

extension EnvironmentValues {
    /// What the lazy stack whose content this is pins: its `Section`s mark their parts for it.
    var pinnedScrollableViews: PinnedScrollableViews {
        get { self[PinnedScrollableViewsKey.self] }
        set { self[PinnedScrollableViewsKey.self] = newValue }
    }
}
