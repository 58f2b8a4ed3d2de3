/// Views a lazy stack or grid keeps pinned while its scroll view scrolls. Accepted for source
/// compatibility: Flipbook's lazy containers do not pin section headers or footers yet (a plain
/// `List`'s section headers do pin).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
