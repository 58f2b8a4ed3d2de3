/// How scrolling dismisses the software keyboard (`scrollDismissesKeyboard(_:)`).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    enum Mode: Hashable, Sendable { case automatic, immediately, interactively, never }
    let mode: Mode

    /// The scroll view's own choice (iOS: interactively for a `List`, else never).
    public static let automatic = ScrollDismissesKeyboardMode(mode: .automatic)
    /// A scroll dismisses the keyboard as soon as it starts.
    public static let immediately = ScrollDismissesKeyboardMode(mode: .immediately)
    /// The keyboard follows a drag down over it and is dismissed if dragged far enough.
    public static let interactively = ScrollDismissesKeyboardMode(mode: .interactively)
    /// Scrolling never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(mode: .never)
}

private enum ScrollDismissesKeyboardKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }

extension EnvironmentValues {
    /// How the scroll views here dismiss the keyboard.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardKey.self] }
        set { self[ScrollDismissesKeyboardKey.self] = newValue }
    }
}

extension View {
    /// How the scroll views in this view dismiss the keyboard when scrolled. Flipbook draws no
    /// software keyboard and its `Scroll` events move the content programmatically, as
    /// `ScrollViewProxy.scrollTo` does on iOS, which never dismisses the keyboard: the mode is
    /// kept in the environment and a focused field stays focused.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        environment(\.scrollDismissesKeyboardMode, mode)
    }
}
