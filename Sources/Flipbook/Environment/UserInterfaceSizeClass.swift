/// How much room a dimension of the interface has: compact or regular.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

/// A size class as set (nil included: an optional environment value would read as unset).
private struct SizeClassSetting {
    let value: UserInterfaceSizeClass?
}

private enum HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: SizeClassSetting { SizeClassSetting(value: .compact) } }
private enum VerticalSizeClassKey: EnvironmentKey { static var defaultValue: SizeClassSetting { SizeClassSetting(value: .regular) } }

extension EnvironmentValues {
    /// The horizontal size class: `.compact`, as on an iPhone in portrait (every scene and
    /// preview size; set it with `.environment(\.horizontalSizeClass, .regular)`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self].value }
        set { self[HorizontalSizeClassKey.self] = SizeClassSetting(value: newValue) }
    }

    /// The vertical size class: `.regular`, as on an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self].value }
        set { self[VerticalSizeClassKey.self] = SizeClassSetting(value: newValue) }
    }
}
