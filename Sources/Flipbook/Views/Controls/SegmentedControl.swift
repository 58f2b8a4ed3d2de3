/// iOS's segmented control: a 32 pt high rounded rectangle (8 pt corners) in the tertiary fill,
/// divided into equal segments across the width offered, the chosen one a raised white (in the
/// dark, gray) rounded rectangle 2 pt inside with a soft shadow and a semibold title; hairline
/// separators between the others; disabled, grey titles. Each segment is a button titled with its text.
struct SegmentedControl: View {
    let titles: [String]
    let selectedIndex: Int?
    let choose: @MainActor (Int) -> Void
    @Environment(\.isEnabled) private var isEnabled

    static let height: CGFloat = 32

    var body: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                Button(action: { choose(index) }) {
                    Text(titles[index])
                        .font(.system(size: 13, weight: index == selectedIndex ? .semibold : .regular))
                        .foregroundStyle(isEnabled ? Color.primary : DisabledLook.foreground)
                        .lineLimit(1)
                        .padding(.horizontal, 4)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
        }
        .frame(height: Self.height)
        .background {
            SegmentLayout(count: titles.count, selectedIndex: selectedIndex) {
                RoundedRectangle(cornerRadius: 7, style: .continuous)
                    .fill(Color(light: (255, 255, 255, 1), dark: (99, 99, 102, 1)))
                    .shadow(color: .black.opacity(0.12), radius: 4, y: 3)
                    .shadow(color: .black.opacity(0.04), radius: 0.5, y: 3)
                ForEach(1..<max(titles.count, 1), id: \.self) { boundary in
                    Rectangle()
                        .fill(Color(UIColor.opaqueSeparator))
                        .opacity(selectedIndex.map { boundary == $0 || boundary == $0 + 1 } == true ? 0 : 1)
                }
            }
            .background(Color(UIColor.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
    }
}

/// Places a segmented control's selection (first subview) 2 pt inside its segment, and the
/// separators (the rest, one per boundary) 1 pt wide and 16 pt high, centred on each boundary.
/// With no selection the selection's view is hidden in a zero frame.
struct SegmentLayout: Layout {
    let count: Int
    let selectedIndex: Int?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width / CGFloat(max(count, 1))
        let selection = selectedIndex.map {
            CGRect(x: bounds.minX + CGFloat($0) * width, y: bounds.minY, width: width, height: bounds.height).insetBy(dx: 2, dy: 2)
        } ?? CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0)
        subviews[0].place(at: selection.origin, proposal: ProposedViewSize(selection.size))
        for boundary in 1..<max(subviews.count, 1) {
            subviews[boundary].place(at: CGPoint(x: bounds.minX + CGFloat(boundary) * width, y: bounds.midY), anchor: .center,
                                     proposal: ProposedViewSize(width: 1, height: 16))
        }
    }
}
