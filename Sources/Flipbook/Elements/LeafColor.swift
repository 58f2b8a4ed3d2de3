import FlipbookDisplayList

/// A leaf's colour (a shape's fill, a text's glyphs, a symbol's): animated under the transaction of where it
/// came from (the foreground style's, when it is the environment's; else the leaf's own), drawn as
/// presented while its animation runs, else as set.
@MainActor
struct LeafColor {
    private let base: Color
    private let source: TransactionCarrier?
    private let attribute: AnimatedAttribute<Color.Resolved.AnimatableData>

    init(_ color: Color, source: TransactionCarrier?) {
        base = color
        self.source = source
        attribute = AnimatedAttribute(key: "color", target: color.resolved.animatableData)
    }

    func detect(in state: PersistentState, _ update: UpdateContext) -> Bool { attribute.detect(in: state, update) }

    func commit(in state: PersistentState, _ transaction: Transaction, _ update: UpdateContext) {
        attribute.commit(in: state, source?.transaction ?? transaction, update)
    }

    /// The colour on screen at `time`.
    func presented(in state: PersistentState, at time: Double) -> RGBAColor {
        guard let data = attribute.animated(in: state, at: time) else { return base.rgba }
        var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
        resolved.animatableData = data
        return Color(resolved).rgba
    }
}
