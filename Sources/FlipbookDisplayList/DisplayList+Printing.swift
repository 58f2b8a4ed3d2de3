import Foundation

extension DisplayList: CustomStringConvertible {
    /// A deterministic text form for golden tests: one item per line, group children indented
    /// by two spaces, numbers rounded to 3 decimals.
    ///
    ///     fill nonZero rgba(1, 0, 0, 1) M 0,0 L 10,0 L 10,10 L 0,10 Z
    ///     group transform (1, 0, 0, 1, 5, 0) opacity 0.5 clip M 0,0 L 4,0 L 4,4 Z
    ///       text "Hi" at (0, 0) rgba(0, 0, 0, 1) sans 17 w400 width nil align leading lines nil truncate tail spacing 0
    public var description: String {
        var lines: [String] = []
        Self.print(items, indent: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func print(_ items: [DisplayItem], indent: String, into lines: inout [String]) {
        for item in items {
            switch item {
            case .shape(let shape):
                lines.append(indent + describe(shape))
            case .text(let text):
                lines.append(indent + describe(text))
            case .image(let image):
                lines.append(indent + describe(image))
            case .group(let group):
                lines.append(indent + describe(group))
                print(group.items, indent: indent + "  ", into: &lines)
                if let mask = group.mask {
                    lines.append(indent + "  mask")
                    print(mask, indent: indent + "    ", into: &lines)
                }
            }
        }
    }

    private static func describe(_ shape: ShapeDrawing) -> String {
        let paint = describe(shape.paint)
        let path = describe(shape.path)
        guard let stroke = shape.stroke else {
            return "fill \(shape.fillRule) \(paint) \(path)"
        }
        let dash = stroke.dash.map(PrintedNumber.format).joined(separator: ", ")
        return "stroke \(paint) width \(PrintedNumber.format(stroke.lineWidth)) cap \(stroke.lineCap) "
            + "join \(stroke.lineJoin) miterLimit \(PrintedNumber.format(stroke.miterLimit)) "
            + "dash [\(dash)] phase \(PrintedNumber.format(stroke.dashPhase)) \(path)"
    }

    private static func describe(_ text: TextDrawing) -> String {
        let spec = text.layout
        let font = spec.font
        let width = spec.width.map(PrintedNumber.format) ?? "nil"
        let lineLimit = spec.lineLimit.map(String.init) ?? "nil"
        return "text \(spec.string.debugDescription) at \(describe(text.origin, separator: ", ", brackets: true)) "
            + "\(describe(text.color)) \(font.family) \(PrintedNumber.format(font.size)) w\(font.weight)"
            + (font.italic ? " italic" : "")
            + " width \(width) align \(spec.alignment) lines \(lineLimit) truncate \(spec.truncation)"
            + " spacing \(PrintedNumber.format(spec.lineSpacing))"
            + spec.spans.map { " " + describe($0) }.joined()
    }

    private static func describe(_ span: TextSpan) -> String {
        var parts = ["span \(span.range.lowerBound)..<\(span.range.upperBound) \(span.font.family)",
                     "\(PrintedNumber.format(span.font.size)) w\(span.font.weight)"]
        if span.font.italic { parts.append("italic") }
        if let color = span.color { parts.append(describe(color)) }
        if let line = span.underline { parts.append("underline" + describe(line)) }
        if let line = span.strikethrough { parts.append("strikethrough" + describe(line)) }
        if span.tracking != 0 { parts.append("tracking \(PrintedNumber.format(span.tracking))") }
        if span.baselineOffset != 0 { parts.append("baseline \(PrintedNumber.format(span.baselineOffset))") }
        if span.monospacedDigits { parts.append("tnum") }
        return "[" + parts.joined(separator: " ") + "]"
    }

    private static func describe(_ line: TextDecoration) -> String {
        (line.pattern == .solid ? "" : " \(line.pattern)") + (line.color.map { " " + describe($0) } ?? "")
    }

    private static func describe(_ image: ImageDrawing) -> String {
        let r = image.rect
        let rect = [r.minX, r.minY, r.width, r.height].map { format($0) }.joined(separator: ", ")
        return "image \(image.bitmap.width)×\(image.bitmap.height) in (\(rect)) \(image.interpolation)"
            + (image.tint.map { " tint \(describe($0))" } ?? "")
    }

    private static func describe(_ group: GroupDrawing) -> String {
        let t = group.transform
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(PrintedNumber.format).joined(separator: ", ")
        var line = "group transform (\(matrix)) opacity \(PrintedNumber.format(group.opacity))"
        if let clip = group.clip {
            line += " clip" + (group.clipRule == .evenOdd ? " evenOdd" : "") + " \(describe(clip))"
        }
        for effect in group.effects {
            line += " " + describe(effect)
        }
        if group.isolated {
            line += " isolated"
        }
        if group.blendMode != .normal {
            line += " blend \(group.blendMode)"
        }
        if let p = group.projection {
            let entries = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
            line += " projection (\(entries.map(PrintedNumber.format).joined(separator: ", ")))"
        }
        if let backdrop = group.backdrop {
            line += " backdrop sigma \(PrintedNumber.format(backdrop.sigma))"
                + " matrix [\(backdrop.colorMatrix.entries.map(PrintedNumber.format).joined(separator: ", "))]"
        }
        return line
    }

    private static func describe(_ paint: Paint) -> String {
        switch paint {
        case .color(let color):
            describe(color)
        case .linearGradient(let stops, let start, let end):
            "linear(\(describe(stops)) from \(describe(start)) to \(describe(end)))"
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            "radial(\(describe(stops)) at \(describe(center)) r \(format(startRadius))…\(format(endRadius)))"
        case .ellipticalGradient(let stops, let center, let bounds, let startFraction, let endFraction):
            "elliptical(\(describe(stops)) at \(describe(center)) in \(format(bounds.width))×\(format(bounds.height)) "
                + "r \(format(startFraction))…\(format(endFraction)))"
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            "angular(\(describe(stops)) at \(describe(center)) \(format(startAngle))…\(format(endAngle)) rad)"
        case .meshGradient(let mesh):
            "mesh(\(mesh.columns)×\(mesh.rows) "
                + zip(mesh.points, mesh.colors).map { "\(describe($1)) at \(describe($0))" }.joined(separator: ", ")
                + " on \(describe(mesh.background))\(mesh.smoothsColors ? "" : " bilinear"))"
        }
    }

    private static func describe(_ stops: [GradientStop]) -> String {
        stops.map { "\(describe($0.color)) \(format($0.location))" }.joined(separator: ", ")
    }

    private static func describe(_ effect: LayerEffect) -> String {
        switch effect {
        case .blur(let sigma, let opaque):
            "blur \(format(sigma))" + (opaque ? " opaque" : "")
        case .shadow(let color, let sigma, let offset):
            "shadow \(describe(color)) \(format(sigma)) offset (\(format(offset.width)), \(format(offset.height)))"
        case .colorMatrix(let matrix):
            "matrix [\(matrix.entries.map { format($0) }.joined(separator: ", "))]"
        }
    }

    private static func format(_ value: Double) -> String { PrintedNumber.format(value) }

    private static func format(_ value: CGFloat) -> String { PrintedNumber.format(Double(value)) }

    private static func describe(_ point: CGPoint) -> String { describe(point, separator: ", ", brackets: true) }

    private static func describe(_ color: RGBAColor) -> String {
        let components = [color.red, color.green, color.blue, color.alpha].map(PrintedNumber.format)
        return "rgba(\(components.joined(separator: ", ")))"
    }

    private static func describe(_ path: PathData) -> String {
        guard !path.elements.isEmpty else { return "(empty path)" }
        return path.elements.map { element in
            let points = element.points.map { describe($0, separator: ",", brackets: false) }
            let command = switch element {
            case .move: "M"
            case .line: "L"
            case .quadCurve: "Q"
            case .curve: "C"
            case .closeSubpath: "Z"
            }
            return ([command] + points).joined(separator: " ")
        }.joined(separator: " ")
    }

    private static func describe(_ point: CGPoint, separator: String, brackets: Bool) -> String {
        let body = PrintedNumber.format(Double(point.x)) + separator + PrintedNumber.format(Double(point.y))
        return brackets ? "(\(body))" : body
    }
}
