/// What VoiceOver reads and how it groups views: hints, values, traits, headings, sort order,
/// hidden views, combined elements and custom actions. These draw nothing on an iPhone, and
/// Flipbook draws pixels, so each leaves its view exactly as it is. (A script finds views by
/// `accessibilityLabel` and `accessibilityIdentifier`, which are read.)
extension View {
    /// Hides the view from VoiceOver (it still draws).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// What VoiceOver says after the label, about what activating the view does.
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// What VoiceOver says after the label, about what activating the view does.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// What VoiceOver says after the label, about what activating the view does.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Help for the view: on an iPhone, its accessibility hint (the help tag, a tooltip, is
    /// macOS's and visionOS's), so it draws nothing.
    public func help(_ text: Text) -> some View { accessibilityHint(text) }

    /// Help for the view: on an iPhone, its accessibility hint, so it draws nothing.
    public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(textKey) }

    /// Help for the view: on an iPhone, its accessibility hint, so it draws nothing.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(text) }

    /// The value VoiceOver reads for the view (a slider's "50 %").
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// The value VoiceOver reads for the view (a slider's "50 %").
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// The value VoiceOver reads for the view (a slider's "50 %").
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Adds traits VoiceOver announces (`.isButton`, `.isHeader`…).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits VoiceOver would announce.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Marks the view as a heading of `level` for VoiceOver's rotor.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// Makes the view one VoiceOver element, its children ignored, combined or contained.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// VoiceOver's reading order among siblings (higher first).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Names Voice Control accepts for the view.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Names Voice Control accepts for the view.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// A VoiceOver action named `name` (in the actions rotor).
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void) -> some View { self }

    /// A VoiceOver action named `nameKey` (in the actions rotor).
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void) -> some View { self }

    /// What VoiceOver's swipe up and down do on an adjustable view.
    public func accessibilityAdjustableAction(_ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
}

/// Traits VoiceOver announces for a view.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How `accessibilityElement(children:)` treats the views inside.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are not read; the element has only its own label.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children's labels are read together as the element's.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// The level of a heading for VoiceOver's rotor.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// Which way VoiceOver adjusts an adjustable view.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}
