/// Presses the + of the `Stepper` labelled `label` `count` times at `time` (the − for a negative
/// count). A press the stepper cannot take (its value at a bound) is an error. Every press goes
/// to the stepper `label` named at the first, even when its label shows the value it changes
/// (`Stepper("Quantity: \(quantity)", …)`); a later event names it by the label's start,
/// `Step("Quantity", at:)` (see ``ScriptName``).
public struct Step: ScriptEvent {
    public let label: String
    public let count: Int
    public let time: Double

    public init(_ label: String, by count: Int = 1, at time: Double) {
        self.label = label
        self.count = count
        self.time = time
    }

    public var summary: String { "Step(\"\(label)\", by: \(count), at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        let first = try graph.control("stepper", labelled: label, for: "Step", at: time)
        for press in 0..<abs(count) {
            // Each press sees the stepper as the previous one left it.
            guard let stepper = press == 0 ? first : try graph.control(first.id, labelled: label, for: "Step", at: time) else {
                throw RenderError.invalidControlValue("stepper \"\(label)\" left the screen after \(press) of \(abs(count)) presses: step it less")
            }
            guard case let .stepper(increment, decrement) = stepper.operation else { return }
            guard let action = count > 0 ? increment : decrement else {
                throw RenderError.invalidControlValue("stepper \"\(label)\" is at its \(count > 0 ? "upper" : "lower") bound "
                    + "after \(press) of \(abs(count)) presses: step it less")
            }
            graph.perform(at: time, action)
        }
    }
}
