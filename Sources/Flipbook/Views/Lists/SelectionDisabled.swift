private enum SelectionDisabledTrait: ElementTraitKey { static var defaultValue: Bool { false } }

extension ElementTraits {
    /// Whether this list row cannot be selected (`selectionDisabled`).
    var isSelectionDisabled: Bool {
        get { self[SelectionDisabledTrait.self] }
        set { self[SelectionDisabledTrait.self] = newValue }
    }
}

extension View {
    /// Keeps this row of a list with a selection from being selected: a tap does not select it
    /// (in edit mode it keeps its selection circle, which a tap does not fill — how iOS draws
    /// that circle is not checked against a device).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(ListTraitModifier { $0.isSelectionDisabled = isDisabled })
    }
}
