/// Lays out a horizontal track the way a slider, a linear progress view and a gauge draw one:
/// the track (first subview) across the full width, the filled part (second) from the leading
/// end to `fraction` of the way, and a thumb (third, when there is one) centred at the fill's end,
/// its edges meeting the track's ends at 0 and 1. Everything is centred vertically in `height`.
struct TrackLayout: Layout {
    /// How far along the fill reaches, 0…1.
    let fraction: Double
    let height: CGFloat
    let trackHeight: CGFloat
    /// The thumb's diameter; 0 when there is no thumb.
    let thumbDiameter: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: height)
    }

    /// Where the fill ends, from the leading edge, in a track `width` wide.
    func fillEnd(width: CGFloat) -> CGFloat {
        thumbDiameter / 2 + CGFloat(min(max(fraction, 0), 1)) * (width - thumbDiameter)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let end = thumbDiameter == 0 ? CGFloat(min(max(fraction, 0), 1)) * bounds.width : fillEnd(width: bounds.width)
        let trackTop = bounds.midY - trackHeight / 2
        subviews[0].place(at: CGPoint(x: bounds.minX, y: trackTop), proposal: ProposedViewSize(width: bounds.width, height: trackHeight))
        subviews[1].place(at: CGPoint(x: bounds.minX, y: trackTop), proposal: ProposedViewSize(width: end, height: trackHeight))
        if subviews.count > 2 {
            subviews[2].place(at: CGPoint(x: bounds.minX + end, y: bounds.midY), anchor: .center,
                              proposal: ProposedViewSize(width: thumbDiameter, height: thumbDiameter))
        }
    }
}
