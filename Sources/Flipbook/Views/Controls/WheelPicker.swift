/// iOS's wheel picker at rest: 216 pt high, filling the width offered; the chosen row centred on a
/// 32 pt rounded band in the tertiary fill, the rows around it on a turning drum (each 32 pt of
/// arc further round, so squeezed vertically and fainter towards the top and bottom edges).
struct WheelPicker: View {
    let titles: [String]
    let selectedIndex: Int?
    /// Whether the wheel draws its own band behind the chosen row (a date picker's wheels share one).
    var showsBand = true

    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32
    /// The drum's radius: half the wheel's height shows a quarter turn each way.
    static let radius: CGFloat = height / .pi

    var body: some View {
        ZStack {
            if showsBand { WheelBand() }
            ForEach(titles.indices, id: \.self) { index in
                let angle = Double(CGFloat(index - (selectedIndex ?? 0)) * Self.rowHeight / Self.radius)
                if abs(angle) < .pi / 2 {
                    Text(titles[index])
                        .font(.system(size: 22))
                        .lineLimit(1)
                        .scaleEffect(x: 1, y: cos(angle))
                        .opacity(0.35 + 0.65 * cos(angle))
                        .offset(y: Self.radius * sin(angle))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .clipped()
    }
}

/// The rounded band in the tertiary fill behind a wheel's chosen row.
struct WheelBand: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 8, style: .continuous)
            .fill(Color(UIColor.tertiarySystemFill))
            .frame(height: WheelPicker.rowHeight)
            .padding(.horizontal, 8)
    }
}
