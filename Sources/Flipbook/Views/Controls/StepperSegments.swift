/// iOS's stepper control: a 94×32 rounded rectangle (8 pt corners) in the tertiary fill, split by a
/// hairline into − and + buttons whose glyphs are 14 pt bars in the label colour, dimmed when
/// the segment can do nothing (at a bound, or inside `disabled(true)`). Scripts tap the segments
/// as "Decrement" and "Increment".
struct StepperSegments: View {
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    @Environment(\.isEnabled) private var isEnabled

    static let size = CGSize(width: 94, height: 32)

    var body: some View {
        HStack(spacing: 0) {
            segment(isPlus: false, action: decrement)
            Rectangle().fill(Color(UIColor.opaqueSeparator)).frame(width: 1, height: 18)
            segment(isPlus: true, action: increment)
        }
        .frame(width: Self.size.width, height: Self.size.height)
        .background(Color(UIColor.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }

    private func segment(isPlus: Bool, action: (@MainActor () -> Void)?) -> some View {
        Button(action: { action?() }) {
            ZStack {
                Color.clear
                StepperGlyph(isPlus: isPlus)
                    .foregroundStyle(action == nil || !isEnabled ? DisabledLook.foreground : Color.primary)
            }
        }
        .buttonTitle(isPlus ? "Increment" : "Decrement")
    }
}

/// A stepper segment's − or + sign: bars 14 pt long and 2 pt thick with round ends.
private struct StepperGlyph: View {
    let isPlus: Bool

    var body: some View {
        ZStack {
            Capsule().frame(width: 14, height: 2)
            if isPlus { Capsule().frame(width: 2, height: 14) }
        }
    }
}
