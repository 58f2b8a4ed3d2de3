/// Typing into a text field as its keyboard types: the text it edits, the shift that turns on by
/// itself (`textInputAutocapitalization`), the keys there are (`keyboardType`) and what return
/// submits (`onSubmit`).
struct TextEntry {
    let text: Binding<String>
    let autocapitalization: TextInputAutocapitalization
    let keyboard: UIKeyboardType
    let submit: SubmitActions

    let submitTrigger: SubmitTriggers
    /// Whether return starts a new line (a `TextEditor`) rather than submitting.
    let returnStartsLine: Bool

    /// Reads the field's traits from `environment`. Number and phone pads have no shift, so
    /// they never capitalize (as UIKit documents).
    init(text: Binding<String>, environment: EnvironmentValues, submitTrigger: SubmitTriggers = .text,
         returnStartsLine: Bool = false) {
        self.text = text
        self.returnStartsLine = returnStartsLine
        keyboard = environment.keyboardType
        let hasShift = ![.numberPad, .phonePad, .namePhonePad].contains(keyboard)
        autocapitalization = hasShift ? environment.textInputAutocapitalization ?? .sentences : .never
        submit = environment.submitActions
        self.submitTrigger = submitTrigger
    }

    /// Types `typed` at the end of the text; a `"\n"` presses return (a new line in a text editor;
    /// elsewhere it submits, and types nothing).
    /// Throws when a character has no key on the field's keyboard.
    @MainActor func type(_ typed: String, field: String) throws {
        if let keys = keyboard.keys, let missing = typed.first(where: { $0 != "\n" && !keys.contains($0) }) {
            throw RenderError.invalidControlValue(
                "TypeText: the text field \"\(field)\" has the .\(keyboard) keyboard, which has no \"\(missing)\" key; type only \(String(keys.sorted()))")
        }
        for (index, line) in typed.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 {
                if returnStartsLine { text.wrappedValue += "\n" } else { submit.submit(submitTrigger) }
            }
            text.wrappedValue += autocapitalization.apply(to: String(line), after: text.wrappedValue)
        }
    }
}
