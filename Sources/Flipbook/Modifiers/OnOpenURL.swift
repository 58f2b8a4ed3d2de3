extension View {
    /// Runs `action` when the app is asked to open a URL while this view is on screen (a universal
    /// link, a custom scheme, a widget's link). Nothing outside a Flipbook scene asks it to open
    /// one, so the action never runs and the view is drawn as it is.
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
}
