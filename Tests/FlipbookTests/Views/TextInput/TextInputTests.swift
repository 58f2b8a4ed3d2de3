import Observation
import Testing
@testable import Flipbook

/// `TypeText` types as the field's keyboard does: autocapitalization, keyboard keys, return.
@MainActor
@Suite struct TextInputTests {
    @Test func autocapitalizationRules() {
        #expect(TextInputAutocapitalization.sentences.apply(to: "hello there. how are you? fine", after: "") == "Hello there. How are you? Fine")
        #expect(TextInputAutocapitalization.sentences.apply(to: "ada@example.com", after: "") == "Ada@example.com")
        #expect(TextInputAutocapitalization.sentences.apply(to: "b", after: "a.") == "b")
        #expect(TextInputAutocapitalization.words.apply(to: "ada lovelace", after: "") == "Ada Lovelace")
        #expect(TextInputAutocapitalization.words.apply(to: "byron", after: "ada ") == "Byron")
        #expect(TextInputAutocapitalization.characters.apply(to: "sw1a 1aa", after: "") == "SW1A 1AA")
        #expect(TextInputAutocapitalization.never.apply(to: "ada. bo", after: "") == "ada. bo")
    }

    @Observable final class Form {
        var email = ""
        var name = ""
        var age = ""
        var submitted: [String] = []
    }

    private struct SignUp: View {
        let form: Form
        var body: some View {
            @Bindable var form = form
            VStack {
                TextField("Email", text: $form.email)
                    .textInputAutocapitalization(.never)
                    .keyboardType(.emailAddress)
                    .autocorrectionDisabled()
                TextField("Name", text: $form.name)
                    .submitLabel(.next)
                    .onSubmit { form.submitted.append("name") }
                TextField("Age", text: $form.age)
                    .keyboardType(.numberPad)
            }
            .onSubmit { form.submitted.append("form") }
        }
    }

    @Test func typedTextFollowsTheFieldsKeyboard() throws {
        let form = Form()
        let graph = makeGraph(SignUp(form: form))
        try TypeText("Email", "ada@example.com", at: 0.1).perform(on: graph)
        try TypeText("Name", "ada lovelace. first programmer\n", at: 0.2).perform(on: graph)
        try TypeText("Age", "36", at: 0.3).perform(on: graph)
        #expect(form.email == "ada@example.com")
        #expect(form.name == "Ada lovelace. First programmer")
        #expect(form.age == "36")
        #expect(form.submitted == ["form", "name"])
        #expect(throws: RenderError.invalidControlValue(
            "TypeText: the text field \"Age\" has the .numberPad keyboard, which has no \"a\" key; type only 0123456789")) {
            try TypeText("Age", "3a", at: 0.4).perform(on: graph)
        }
        #expect(form.age == "36")
    }
}
