import FlipbookDisplayList

/// iOS's activity indicator (the medium style): 20×20 pt, eight round-ended spokes 2.5 pt wide
/// reaching from 3.5 to 10 pt out, in the tint or else the secondary label colour. The brightest spoke steps one place
/// clockwise eight times a second on the scene's clock, the ones behind it fading.
struct ActivitySpinner: View, PrimitiveView {
    typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        let color = (context.environment.tint ?? Color(UIColor.secondaryLabel)).resolvedColor(in: context.environment)
        return [SpinnerElement(color: color.rgba, context: context)]
    }
}

/// The spinner's element: it draws itself anew each frame from the frame's time.
final class SpinnerElement: LeafElement {
    static let size = CGSize(width: 20, height: 20)
    static let spokeCount = 8
    /// Spoke steps per second.
    static let stepsPerSecond = 8.0

    private let color: RGBAColor

    init(color: RGBAColor, context: ResolveContext) {
        self.color = color
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { Self.size }
    override var debugName: String { "ActivitySpinner" }
    override var isAnimatingItself: Bool? { true }

    /// The spoke that is brightest at `time` (0 points up, counting clockwise).
    static func leadingSpoke(at time: Double) -> Int {
        Int((time * stepsPerSecond).rounded(.down)) % spokeCount
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        let frame = presentedFrame(at: time)
        items += Self.spokes(around: CGPoint(x: frame.midX, y: frame.midY), color: color, turning: time)
    }

    /// The spokes around `center`: turning at `time` (the brightest leading, the ones behind it
    /// fading), or (nil) the first `count` clockwise from the top in full colour, as a refresh
    /// control draws them while it is pulled; `scale` shrinks them about the centre.
    static func spokes(around center: CGPoint, color: RGBAColor, turning time: Double?, count: Int = spokeCount,
                       scale: CGFloat = 1) -> [DisplayItem] {
        let lead = time.map { leadingSpoke(at: max($0, 0)) }
        return (0..<min(count, spokeCount)).map { spoke in
            let angle = Double(spoke) / Double(spokeCount) * 2 * .pi
            let (dx, dy) = (sin(angle) * scale, -cos(angle) * scale)
            var paint = color
            if let lead {
                let behind = (lead - spoke + spokeCount) % spokeCount
                paint.alpha *= 1 - 0.75 * Double(behind) / Double(spokeCount - 1)
            }
            let path = PathData([.move(to: CGPoint(x: center.x + 4.75 * dx, y: center.y + 4.75 * dy)),
                                 .line(to: CGPoint(x: center.x + 8.75 * dx, y: center.y + 8.75 * dy))])
            return .shape(ShapeDrawing(path: path, paint: .color(paint), stroke: StrokeParameters(lineWidth: 2.5 * scale, lineCap: .round)))
        }
    }
}
