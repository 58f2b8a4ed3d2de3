/// Chooses `choice` (the text of one of its choices) in the `Picker` labelled `label` at `time`.
public struct Pick: ScriptEvent {
    public let label: String
    public let choice: String
    public let time: Double

    public init(_ label: String, _ choice: String, at time: Double) {
        self.label = label
        self.choice = choice
        self.time = time
    }

    public var summary: String { "Pick(\"\(label)\", \"\(choice)\", at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        guard case let .picker(choices, choose) = try graph.control("picker", labelled: label, for: "Pick", at: time).operation else { return }
        guard let index = choices.firstIndex(of: choice) else {
            throw RenderError.invalidControlValue("picker \"\(label)\" has no choice \"\(choice)\" (choices: "
                + choices.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
        }
        graph.perform(at: time) { choose(index) }
    }
}
