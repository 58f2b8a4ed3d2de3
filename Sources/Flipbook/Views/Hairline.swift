/// A separator one device pixel thick (`pixelLength`, as UIKit draws separators and bar shadows),
/// so it is crisp and never vanishes: horizontal and as wide as offered, or vertical and as tall.
struct Hairline: View {
    let vertical: Bool
    var color = Color(.separator)
    @Environment(\.pixelLength) private var pixelLength

    var body: some View {
        Rectangle().fill(color)
            .frame(width: vertical ? pixelLength : nil, height: vertical ? nil : pixelLength)
    }
}
