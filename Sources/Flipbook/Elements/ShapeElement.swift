import FlipbookDisplayList

/// A shape (or a `Color` view) filled or stroked with a colour. Its frame,
/// colour and `animatableData` animate.
final class ShapeElement<S: Shape>: LeafElement {
    private let shape: S
    private let fillStyle: FillStyle
    private let stroke: StrokeStyle?
    private let baseColor: Color
    private let colorSource: TransactionCarrier?
    private let color: AnimatedAttribute<Color.Resolved.AnimatableData>
    private let shapeData: AnimatedAttribute<S.AnimatableData>

    /// - Parameter colorSource: where the colour came from, when it is the environment's foreground style.
    init(shape: S, color: Color, colorSource: TransactionCarrier? = nil, fillStyle: FillStyle = FillStyle(),
         stroke: StrokeStyle? = nil, context: ResolveContext) {
        self.shape = shape
        self.colorSource = colorSource
        self.fillStyle = fillStyle
        self.stroke = stroke
        baseColor = color
        self.color = AnimatedAttribute(key: "color", target: color.resolved.animatableData)
        shapeData = AnimatedAttribute(key: "shape", target: shape.animatableData)
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    override var debugName: String { String(describing: S.self) }

    override func detectContentChanges(_ update: UpdateContext) -> Bool {
        color.detect(in: state, update) || shapeData.detect(in: state, update)
    }

    override func commitContent(_ transaction: Transaction, _ update: UpdateContext) {
        color.commit(in: state, colorSource?.transaction ?? transaction, update)
        shapeData.commit(in: state, transaction, update)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var presentedShape = shape
        presentedShape.animatableData = shapeData.presented(in: state, at: time)
        let paint = color.presentedColor(in: state, at: time) ?? baseColor
        let path = presentedShape.path(in: presentedFrame(at: time)).data
        items.append(.shape(ShapeDrawing(path: path, paint: .color(paint.rgba),
                                         fillRule: fillStyle.isEOFilled ? .evenOdd : .nonZero,
                                         stroke: stroke?.parameters)))
    }
}

extension ResolveContext {
    /// A bare shape used as a view: filled with the foreground style.
    func shapeElement(_ shape: some Shape) -> Element {
        ShapeElement(shape: shape, color: environment.foregroundColor, colorSource: environment.foregroundTransaction,
                     context: self)
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [ShapeElement(shape: Rectangle(), color: self, context: context)]
    }
}
