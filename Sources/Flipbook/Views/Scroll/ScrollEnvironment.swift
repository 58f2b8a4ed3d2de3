/// What the views inside a scroll view or a scroll view reader find in their environment.
private enum EnclosingScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollOffsetState? { nil }
}

private enum ScrollTargetRequestKey: EnvironmentKey {
    static var defaultValue: ScrollTargetRequest? { nil }
}

extension EnvironmentValues {
    /// The position of the scroll view the views here are in (pinned headers follow it).
    var enclosingScrollPosition: ScrollOffsetState? {
        get { self[EnclosingScrollPositionKey.self] }
        set { self[EnclosingScrollPositionKey.self] = newValue }
    }

    /// The pending `scrollTo` of the scroll view reader the views here are in.
    var scrollTargetRequest: ScrollTargetRequest? {
        get { self[ScrollTargetRequestKey.self] }
        set { self[ScrollTargetRequestKey.self] = newValue }
    }
}
