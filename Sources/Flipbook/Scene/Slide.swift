/// Sets the `Slider` labelled `label` to `value` at `time`, as a finger letting go there would
/// (snapped to the slider's `step`). A value outside the slider's range is an error. A drag is
/// several of these: `for i in 1...10 { Slide("Volume", to: Double(i) / 10, at: 1 + Double(i) / 30) }`.
public struct Slide: ScriptEvent {
    public let label: String
    public let value: Double
    public let time: Double

    public init(_ label: String, to value: Double, at time: Double) {
        self.label = label
        self.value = value
        self.time = time
    }

    public var summary: String { "Slide(\"\(label)\", to: \(value), at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        guard case let .slider(set, range, step) = try graph.control("slider", labelled: label, for: "Slide", at: time).operation else { return }
        guard range.contains(value) else {
            throw RenderError.invalidControlValue(
                "slider \"\(label)\" takes values in \(range.lowerBound)...\(range.upperBound), not \(value)")
        }
        let snapped = step.map { step in
            min(range.lowerBound + ((value - range.lowerBound) / step).rounded() * step, range.upperBound)
        } ?? value
        graph.perform(at: time) { set(snapped) }
    }
}
