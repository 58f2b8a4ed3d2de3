/// The insertion point of a focused text field, drawn as iOS draws it: a bar 2 points wide with
/// rounded ends, 1.2 times the font's size tall (20.4 points for `.body`, about UIKit's caret,
/// which is the font's line height), in the tint. iOS blinks it while the field is idle and holds
/// it steady while typing; Flipbook draws it steady, so a frame does not depend on when focus came.
struct TextCaret: View {
    @Environment(\.self) private var environment

    static var width: CGFloat { 2 }

    var body: some View {
        let font = (environment.font ?? .body).scaled(to: environment.dynamicTypeSize)
        Capsule()
            .fill(environment.tintColor)
            .frame(width: Self.width, height: (font.size * 1.2 * 10).rounded() / 10)
    }
}
