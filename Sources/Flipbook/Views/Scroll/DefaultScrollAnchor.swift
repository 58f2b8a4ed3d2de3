private enum DefaultScrollAnchorKey: EnvironmentKey { static var defaultValue: UnitPoint? { nil } }

extension EnvironmentValues {
    /// The anchor of the scroll views here (`defaultScrollAnchor(_:)`); nil: the top leading corner.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Which part of the content the scroll views in this view show at first: `.bottom` starts a
    /// chat scrolled to its last message. Content shorter than the scroll view sits at the anchor
    /// too (at the bottom for `.bottom`). Later changes to the content's size keep the offset.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
