/// `privacySensitive(_:)`: inside a view redacted for `.privacy`, a sensitive view draws as a
/// placeholder (text as bars, images as boxes), as a widget's private data does on a locked
/// iPhone; views not marked sensitive draw as they are.
private enum PrivacySensitiveKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the views here show private data (`privacySensitive(_:)`).
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as showing private data: drawn as a placeholder where the views around it
    /// are redacted for `.privacy`, as it is elsewhere.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { environment(\.isPrivacySensitive, sensitive) }
}
