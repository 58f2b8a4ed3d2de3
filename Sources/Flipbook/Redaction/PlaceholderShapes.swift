import FlipbookDisplayList

/// What placeholder redaction draws instead of text and images: rounded bars and boxes in the
/// content's colour at `opacity`.
enum PlaceholderShapes {
    /// The fraction of the content colour's opacity the bars keep.
    static let opacity = 0.16

    /// A bar per line of text laid out in `frame`: each `fontSize` tall, centred on its line,
    /// rounded by a fifth of that; every line but the last as wide as the frame, the last as wide
    /// as what is left of the text's one-line width (`idealWidth`), at least a fifth of the frame.
    static func textBars(in frame: CGRect, idealWidth: CGFloat, lineHeight: CGFloat, fontSize: CGFloat, alignment: TextLineAlignment) -> [CGRect] {
        guard frame.width > 0, frame.height > 0, lineHeight > 0 else { return [] }
        let lines = max(1, Int((frame.height / lineHeight).rounded()))
        let pitch = frame.height / CGFloat(lines)
        let height = min(fontSize, pitch)
        return (0..<lines).map { line in
            let isLast = line == lines - 1
            let remaining = idealWidth - CGFloat(lines - 1) * frame.width
            let width = isLast ? min(frame.width, max(remaining, frame.width / 5)) : frame.width
            let x: CGFloat = switch alignment {
            case .leading: frame.minX
            case .center: frame.midX - width / 2
            case .trailing: frame.maxX - width
            }
            return CGRect(x: x, y: frame.minY + CGFloat(line) * pitch + (pitch - height) / 2, width: width, height: height)
        }
    }

    /// The drawing of `bars` (rounded by a fifth of their height) in `color` made faint.
    static func draw(bars: [CGRect], color: RGBAColor) -> [DisplayItem] {
        bars.map { bar in
            .shape(ShapeDrawing(path: .roundedRect(bar, cornerRadius: Double(bar.height / 5), style: .continuous),
                                paint: .color(faint(color))))
        }
    }

    /// An image's box: its frame, rounded by 4 points (less for small images).
    static func draw(box frame: CGRect, color: RGBAColor) -> [DisplayItem] {
        guard frame.width > 0, frame.height > 0 else { return [] }
        let radius = min(4, Double(min(frame.width, frame.height)) / 4)
        return [.shape(ShapeDrawing(path: .roundedRect(frame, cornerRadius: radius, style: .continuous), paint: .color(faint(color))))]
    }

    private static func faint(_ color: RGBAColor) -> RGBAColor {
        RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * opacity)
    }
}
