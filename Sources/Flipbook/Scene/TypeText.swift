/// Types `text` at the end of the `TextField` or `SecureField` labelled `label` at `time` (its
/// label's texts, which are also its placeholder, or its `accessibilityIdentifier`; see
/// ``ScriptName``), as the
/// field's keyboard types it: capitalized by its `textInputAutocapitalization` (`.sentences`
/// by default; `.never` in a `searchable` field, as `UISearchBar`), only characters its `keyboardType` has keys for, and `"\n"` pressing return
/// (the field loses focus and the `onSubmit` actions around it run). Typing gives the field focus;
/// text after a return goes to the field that has focus then (`onSubmit { field = .password }`),
/// and is an error when none has.
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
        guard case .text(var entry) = try graph.control("text field", labelled: label, for: "TypeText", at: time).operation else { return }
        var field = label
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            if index > 0 {
                graph.perform(at: time, entry.pressReturn)
                if line.isEmpty, index == lines.count - 1 { break }
                if !entry.returnStartsLine {
                    guard let focused = graph.focusedTextField else {
                        throw RenderError.invalidControlValue(
                            "TypeText: return in \"\(field)\" left no text field focused, so \"\(line)\" goes nowhere; end the text at the return, or move focus in onSubmit")
                    }
                    (field, entry) = (focused.title, focused.entry)
                }
            }
            try entry.check(line, field: field)
            graph.perform(at: time) {
                entry.focus?.set(true)
                entry.type(line)
            }
        }
    }
}
