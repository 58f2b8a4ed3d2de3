extension View {
    /// Runs `action` when the view is pressed for `minimumDuration` seconds without moving more
    /// than `maximumDistance` points: a `LongPressGesture`, held by a script's `LongPress`.
    /// `onPressingChanged` hears true when the press begins and false when it ends.
    ///
    /// Partial: a press lifted before `minimumDuration` does not report false.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onChanged { onPressingChanged?($0) }
            .onEnded { _ in
                onPressingChanged?(false)
                action()
            })
    }
}
