import FlipbookDisplayList

/// A shape (or a `Color` view) filled or stroked with a colour or a gradient. Its frame,
/// colour and `animatableData` animate; a gradient follows the presented frame.
final class ShapeElement<S: Shape>: LeafElement {
    private let shape: S
    private let fillStyle: FillStyle
    private let stroke: StrokeStyle?
    private let gradient: (any GradientShapeStyle)?
    private let color: LeafColor
    private let shapeData: AnimatedAttribute<S.AnimatableData>
    /// The container shape a `ContainerRelativeShape` takes (`containerShape(_:)`), if any.
    private let container: ContainerShapeReference?

    /// - Parameter colorSource: where the colour came from, when it is the environment's foreground style.
    /// - Parameter gradient: paints the shape instead of `color` when set.
    init(shape: S, color: Color, colorSource: TransactionCarrier? = nil, gradient: (any GradientShapeStyle)? = nil,
         fillStyle: FillStyle = FillStyle(), stroke: StrokeStyle? = nil, context: ResolveContext) {
        self.shape = shape
        self.gradient = gradient
        self.fillStyle = fillStyle
        self.stroke = stroke
        self.color = LeafColor(color, source: colorSource)
        shapeData = AnimatedAttribute(key: "shape", target: shape.animatableData)
        container = context.container(for: shape)
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    override var debugName: String { String(describing: S.self) }

    override func detectContentChanges(_ update: UpdateContext) -> Bool {
        color.detect(in: state, update) || shapeData.detect(in: state, update)
    }

    override func commitContent(_ transaction: Transaction, _ update: UpdateContext) {
        color.commit(in: state, transaction, update)
        shapeData.commit(in: state, transaction, update)
    }

    override func draw(into items: inout [DisplayItem], at time: Double) {
        var presentedShape = shape
        presentedShape.animatableData = shapeData.presented(in: state, at: time)
        let frame = presentedFrame(at: time)
        let paint = gradient?.paint(in: frame) ?? .color(color.presented(in: state, at: time))
        let path = presentedShape.path(inFrame: frame, container: container).data
        items.append(.shape(ShapeDrawing(path: path, paint: paint,
                                         fillRule: fillStyle.isEOFilled ? .evenOdd : .nonZero,
                                         stroke: stroke?.parameters)))
    }
}

extension ResolveContext {
    /// A bare shape used as a view: filled with the foreground style.
    func shapeElement(_ shape: some Shape) -> Element {
        ShapeElement(shape: shape, color: environment.foregroundColor, colorSource: environment.foregroundTransaction,
                     gradient: environment.foregroundGradient, context: self)
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [Element] {
        [ShapeElement(shape: Rectangle(), color: resolvedColor(in: context.environment), context: context)]
    }
}
