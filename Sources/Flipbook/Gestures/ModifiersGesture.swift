extension Gesture {
    /// This gesture, recognized only while `modifiers` keys are held on a hardware keyboard
    /// (`TapGesture().modifiers(.shift)`). A scene has no keyboard, as an iPhone without one: a
    /// gesture requiring a key never recognizes, one given no keys (`[]`) is unchanged.
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(content: self, modifiers: modifiers)
    }
}

/// A gesture recognized only while some modifier keys are held (`modifiers(_:)`).
public struct _ModifiersGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    let content: Content
    let modifiers: EventModifiers
    public typealias Value = Content.Value
    public typealias Body = Never

    func makeRecognizer() -> GestureRecognizer {
        modifiers.isEmpty ? Flipbook.makeRecognizer(for: content) : UnheldKeysRecognizer()
    }
}

/// Fails at once: the keys its gesture needs are never held (a scene has no keyboard).
final class UnheldKeysRecognizer: GestureRecognizer {
    override func handle(_ event: TouchEvent) -> GestureUpdate { .failed }
}
