extension Toggle {
    /// One toggle for many Booleans: the binding at `isOn` of each element of `sources` (a
    /// "turn all on" toggle over `$settings`). It is on when every source is on, and mixed when
    /// they disagree (`ToggleStyleConfiguration.isMixed`); turning it on or off sets every source.
    /// The switch, which has no mixed look on an iPhone, shows a mixed toggle as off.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.init(isOn: Binding {
            !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue)
        } set: { value in
            for binding in bindings { binding.wrappedValue = value }
        }, label: label)
        isMixed = { Set(bindings.map(\.wrappedValue)).count > 1 }
    }

    /// A toggle over the Booleans at `isOn` of each element the collection `sources` binds
    /// (`Toggle(sources: $settings, isOn: \.isEnabled)`), as `init(sources:isOn:label:)` over the
    /// bindings to its elements (SwiftUI's `Binding` is a collection of them; Flipbook's is not).
    public init<C: MutableCollection & RandomAccessCollection>(sources: Binding<C>, isOn: KeyPath<Binding<C.Element>, Binding<Bool>>,
                                                                @ViewBuilder label: () -> Label) {
        self.init(sources: sources.wrappedValue.indices.map { index in
            Binding { sources.wrappedValue[index] } set: { sources.wrappedValue[index] = $0 }
        }, isOn: isOn, label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `titleKey` over the Booleans at `isOn` of `sources` (see `init(sources:isOn:label:)`).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled `title` over the Booleans at `isOn` of `sources` (see `init(sources:isOn:label:)`).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}
