/// Flips the `Toggle` labelled `label` at `time` (its label's texts, or its `accessibilityIdentifier`).
public struct Flip: ScriptEvent {
    public let label: String
    public let time: Double

    public init(_ label: String, at time: Double) {
        self.label = label
        self.time = time
    }

    public var summary: String { "Flip(\"\(label)\", at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        guard case .toggle(let isOn) = try graph.control("toggle", labelled: label, for: "Flip", at: time).operation else { return }
        graph.perform(at: time) { isOn.wrappedValue.toggle() }
    }
}
