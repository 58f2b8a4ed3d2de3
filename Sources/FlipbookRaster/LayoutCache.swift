import FlipbookDisplayList

/// Layouts kept across frames: those used in the current or the previous frame. Text that changes
/// every frame (a counter) therefore never accumulates, while static text is laid out once.
final class LayoutCache {
    private var current: [TextLayoutSpec: TextLayout] = [:]
    private var previous: [TextLayoutSpec: TextLayout] = [:]

    /// The cached layout for `spec`, or the one `make` builds (nil results are not cached).
    func layout(for spec: TextLayoutSpec, make: (TextLayoutSpec) -> TextLayout?) -> TextLayout? {
        if let layout = current[spec] {
            return layout
        }
        let layout = previous.removeValue(forKey: spec) ?? make(spec)
        current[spec] = layout
        return layout
    }

    /// Forgets layouts not used in the frame that just ended.
    func endFrame() {
        previous = current
        current = [:]
    }
}
