/// Typing into a text field as its keyboard types: the text it edits, the shift that turns on by
/// itself (`textInputAutocapitalization`), the keys there are (`keyboardType`), what return
/// submits (`onSubmit`) and the field's focus (which typing gives it and return takes away).
struct TextEntry {
    let text: Binding<String>
    let autocapitalization: TextInputAutocapitalization
    let keyboard: UIKeyboardType
    let submit: SubmitActions
    let submitTrigger: SubmitTriggers
    /// The field's focus; nil for a text editor, which Flipbook does not focus.
    let focus: FieldFocus?
    /// Whether return starts a new line (a `TextEditor`) rather than submitting.
    let returnStartsLine: Bool

    /// Reads the field's traits from `environment`; `autocapitalization` is the field's own when
    /// the environment sets none (`.sentences` for a text field, as `UITextField`; a search field
    /// passes `.never`, as `UISearchBar` documents). Number and phone pads have no shift, so
    /// they never capitalize (as UIKit documents).
    init(text: Binding<String>, environment: EnvironmentValues, focus: FieldFocus?, submitTrigger: SubmitTriggers = .text,
         returnStartsLine: Bool = false, autocapitalization: TextInputAutocapitalization = .sentences) {
        self.text = text
        self.returnStartsLine = returnStartsLine
        keyboard = environment.keyboardType
        let hasShift = ![.numberPad, .phonePad, .namePhonePad].contains(keyboard)
        self.autocapitalization = hasShift ? environment.textInputAutocapitalization ?? autocapitalization : .never
        submit = environment.submitActions
        self.submitTrigger = submitTrigger
        self.focus = focus
    }

    /// Throws when a character of `line` has no key on the field's keyboard.
    func check(_ line: Substring, field: String) throws {
        if let keys = keyboard.keys, let missing = line.first(where: { !keys.contains($0) }) {
            throw RenderError.invalidControlValue(
                "TypeText: the text field \"\(field)\" has the .\(keyboard) keyboard, which has no \"\(missing)\" key; type only \(String(keys.sorted()))")
        }
    }

    /// Types `line` (checked, without returns) at the end of the text.
    @MainActor func type(_ line: Substring) {
        text.wrappedValue += autocapitalization.apply(to: String(line), after: text.wrappedValue)
    }

    /// Presses return: in a text editor a new line; elsewhere the field loses focus, then the
    /// `onSubmit` actions around it run (and may give another field focus).
    @MainActor func pressReturn() {
        guard !returnStartsLine else {
            text.wrappedValue += "\n"
            return
        }
        focus?.set(false)
        submit.submit(submitTrigger)
    }
}
