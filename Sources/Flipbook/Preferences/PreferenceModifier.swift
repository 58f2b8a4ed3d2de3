/// Sets a preference on its view: a trait holding the value, which replaces for that key whatever
/// the view's own content sets.
struct PreferenceModifier<Key: PreferenceKey>: ViewModifier, WrappingModifier {
    let value: Key.Value
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        TraitElement("Preference", child: child, id: id) { $0[PreferenceTrait<Key>.self] = value }
    }
}

/// The value a view sets for `Key` (nil: none set here or, for a modifier, on its view).
enum PreferenceTrait<Key: PreferenceKey>: ElementTraitKey {
    static var defaultValue: Key.Value? { nil }
}

extension Element {
    /// The values views in `elements` and below set for `Key`, in declaration order; a view that
    /// sets one hides what its content sets.
    static func preferenceValues<Key: PreferenceKey>(_ key: Key.Type, in elements: [Element]) -> [Key.Value] {
        all(in: elements.filter { !$0.traits.isDeparting }, insideMatches: false) { $0.traits[PreferenceTrait<Key>.self] }
    }
}

extension View {
    /// Sets `value` for the preference `key`, for the views above this one to read with
    /// `onPreferenceChange(_:perform:)`; it replaces what this view's content sets for `key`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier<K>(value: value))
    }
}
