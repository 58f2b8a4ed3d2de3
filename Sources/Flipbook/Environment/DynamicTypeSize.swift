/// How large text is, as the iPhone's Text Size setting says: seven standard sizes and five
/// accessibility sizes. Text in a text style (`.body`, `.headline`…) takes the size iOS gives that
/// style at this setting; `.large` is the default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The older name of a Dynamic Type size (`\.sizeCategory`), one case per `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }
}

extension DynamicTypeSize {
    /// The Dynamic Type size a content size category names.
    public init(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// The position of this size from `.xSmall` (0) to `.accessibility5` (11).
    var index: Int { Self.allCases.firstIndex(of: self)! }
}

extension EnvironmentValues {
    /// The Dynamic Type size of text here: the scene's (`FlipbookScene.dynamicTypeSize`), or what
    /// an enclosing `dynamicTypeSize(_:)` sets.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The Dynamic Type size under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[dynamicTypeSize.index] }
        set { dynamicTypeSize = DynamicTypeSize(newValue) }
    }
}

private enum DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

/// Sets the Dynamic Type size, or keeps it within a range.
struct DynamicTypeSizeModifier: ViewModifier, EnvironmentModifier {
    let range: ClosedRange<DynamicTypeSize>
    typealias Body = Never
    func transform(_ environment: inout EnvironmentValues) {
        environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, range.lowerBound), range.upperBound)
    }
}

extension View {
    /// Sets the Dynamic Type size of the text in this view.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(DynamicTypeSizeModifier(range: size...size))
    }

    /// Keeps the Dynamic Type size of the text in this view within `range` (an empty range
    /// changes nothing).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let inside = DynamicTypeSize.allCases.filter(range.contains)
        let lower = inside.first ?? .xSmall, upper = inside.last ?? .accessibility5
        return modifier(DynamicTypeSizeModifier(range: lower...upper))
    }
}
