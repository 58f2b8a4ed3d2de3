/// Types `text` at the end of the `TextField` or `SecureField` labelled `label` at `time` (its
/// label's texts, which are also its placeholder, or its `accessibilityIdentifier`), as the
/// field's keyboard types it: capitalized by its `textInputAutocapitalization` (`.sentences`
/// by default), only characters its `keyboardType` has keys for, and `"\n"` pressing return
/// (running the `onSubmit` actions around the field).
public struct TypeText: ScriptEvent {
    public let label: String
    public let text: String
    public let time: Double

    public init(_ label: String, _ text: String, at time: Double) {
        self.label = label
        self.text = text
        self.time = time
    }

    public var summary: String { "TypeText(\"\(label)\", \"\(text)\", at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        guard case .text(let entry) = try graph.control("text field", labelled: label, for: "TypeText", at: time).operation else { return }
        try graph.perform(at: time) { try entry.type(text, field: label) }
    }
}
