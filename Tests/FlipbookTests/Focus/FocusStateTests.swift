import Observation
import Testing
@testable import Flipbook

/// `@FocusState` with `focused(_:equals:)` and `focused(_:)`: taps, typing, returns and code move
/// the focus; the focused field draws its caret.
@MainActor
@Suite struct FocusStateTests {
    enum Field: Hashable { case email, password }

    @Observable final class Log {
        var submitted = 0
    }

    private struct SignIn: View {
        let log: Log
        @State private var email = ""
        @State private var password = ""
        @FocusState private var field: Field?

        var body: some View {
            VStack {
                TextField("Email", text: $email)
                    .focused($field, equals: .email)
                    .onSubmit { field = .password }
                SecureField("Password", text: $password)
                    .focused($field, equals: .password)
                    .onSubmit { log.submitted += 1 }
                Button("Edit email") { field = .email }
                Text(verbatim: "focus \(field.map { "\($0)" } ?? "none") \(email) \(password.count)")
            }
            .textInputAutocapitalization(.never)
        }
    }

    private func texts(_ graph: ViewGraph) -> [String] {
        graph.displayList(at: graph.time).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    /// The carets drawn: 2-point-wide shapes in the accent colour.
    private func carets(_ graph: ViewGraph) -> [CGRect] {
        graph.displayList(at: graph.time).flattened
            .filter { $0.kind == "shape" && $0.rect.width == 2 && $0.color == Color.accentColor.rgba }.map(\.rect)
    }

    /// `focused(_:)` on a form of two fields, as app code binds "is the keyboard up".
    private struct Compose: View {
        @State private var title = ""
        @State private var body_ = ""
        @FocusState private var isEditing: Bool

        var body: some View {
            VStack {
                VStack {
                    TextField("Title", text: $title)
                    TextField("Body", text: $body_)
                }
                .focused($isEditing)
                Button("Edit") { isEditing = true }
                Button("Done") { isEditing = false }
                Text(verbatim: isEditing ? "editing" : "idle")
            }
        }
    }

    @Test func focusedOnAContainerFocusesOneFieldInside() throws {
        let graph = makeGraph(Compose())
        // The fields' lines: placeholders 22 points tall at y 95 and 117 (scale 1); a caret, 20
        // points tall, is centred on its line.
        #expect(graph.elementFrame(ofText: "Title") == CGRect(x: 0, y: 95, width: 43, height: 22))
        #expect(graph.elementFrame(ofText: "Body") == CGRect(x: 0, y: 117, width: 34, height: 22))
        #expect(carets(graph).isEmpty)
        // Set from code: the first field inside takes the focus, only it draws a caret.
        try Tap("Edit", at: 0.1).perform(on: graph)
        #expect(texts(graph).last == "editing")
        #expect(carets(graph).map(\.minY) == [96])
        // A tap on the second field moves the focus to it; the binding stays true.
        try Tap("Body", at: 0.2).perform(on: graph)
        #expect(texts(graph).last == "editing")
        #expect(carets(graph).map(\.minY) == [118])
        try Tap("Done", at: 0.3).perform(on: graph)
        #expect(texts(graph).last == "idle")
        #expect(carets(graph).isEmpty)
        // Focused again from code: the first field again.
        try Tap("Edit", at: 0.4).perform(on: graph)
        #expect(carets(graph).map(\.minY) == [96])
    }

    @Test func tapsAndCodeMoveTheFocus() throws {
        let graph = makeGraph(SignIn(log: Log()))
        #expect(texts(graph).last == "focus none  0")
        #expect(carets(graph).isEmpty)
        try Tap("Email", at: 0.1).perform(on: graph)
        #expect(texts(graph).last == "focus email  0")
        let emailFrame = try #require(graph.elementFrame(ofText: "Email"))
        // Over the start of the placeholder, 20.4 points tall (1.2 × 17), centred on the line, on
        // the pixel grid (scale 1); the texts above it are 22 points tall (21.25 rounded up).
        #expect(emailFrame.minX == 0)
        #expect(emailFrame.midY == 117)
        #expect(carets(graph) == [CGRect(x: 0, y: 107, width: 2, height: 20)])
        try Tap(at: CGPoint(x: 200, y: try #require(graph.elementFrame(ofText: "Password")).midY), at: 0.2).perform(on: graph)
        #expect(texts(graph).last == "focus password  0")
        #expect(carets(graph).count == 1)
        try Tap("Edit email", at: 0.3).perform(on: graph)
        #expect(texts(graph).last == "focus email  0")
    }

    @Test func returnsMoveTheFocusAlongOnSubmit() throws {
        let log = Log()
        let graph = makeGraph(SignIn(log: log))
        try TypeText("Email", "ada@example.com\nsecret", at: 0.1).perform(on: graph)
        #expect(texts(graph).last == "focus password ada@example.com 6")
        // The caret follows the bullets: right after them.
        let bullets = try #require(graph.elementFrame(ofText: String(repeating: "\u{2022}", count: 6)))
        #expect(bullets.maxX == 51)
        #expect(bullets.midY == 141.55)
        #expect(carets(graph) == [CGRect(x: 51, y: 131, width: 2, height: 21)])
        try TypeText("Password", "\n", at: 0.2).perform(on: graph)
        #expect(texts(graph).last == "focus none ada@example.com 6")
        #expect(log.submitted == 1)
        #expect(carets(graph).isEmpty)
    }

    @Test func textAfterAReturnThatLeavesNoFocusIsAnError() {
        let graph = makeGraph(SignIn(log: Log()))
        #expect(throws: RenderError.invalidControlValue(
            "TypeText: return in \"Password\" left no text field focused, so \"x\" goes nowhere; end the text at the return, or move focus in onSubmit")) {
            try TypeText("Password", "a\nx", at: 0.1).perform(on: graph)
        }
    }

    private struct Toggled: View {
        let title: String
        @State private var text = ""
        @FocusState private var isFocused: Bool
        var body: some View {
            VStack {
                TextField(title, text: $text).focused($isFocused)
                Text(verbatim: "\(title) \(isFocused)")
            }
        }
    }

    private struct Unbound: View {
        @State private var text = ""
        var body: some View { TextField("Note", text: $text) }
    }

    @Test func oneFieldInTheSceneHasTheFocus() throws {
        let graph = makeGraph(VStack {
            Toggled(title: "First")
            Toggled(title: "Second")
            Unbound()
        })
        try Tap("First", at: 0.1).perform(on: graph)
        #expect(texts(graph).filter { $0.hasSuffix("true") || $0.hasSuffix("false") } == ["First true", "Second false"])
        try Tap("Second", at: 0.2).perform(on: graph)
        #expect(texts(graph).filter { $0.hasSuffix("true") || $0.hasSuffix("false") } == ["First false", "Second true"])
        // A field no `focused` modifier binds keeps its own focus, which takes it from the others.
        try Tap("Note", at: 0.3).perform(on: graph)
        #expect(texts(graph).filter { $0.hasSuffix("true") || $0.hasSuffix("false") } == ["First false", "Second false"])
        #expect(carets(graph).count == 1)
    }
}

extension ViewGraph {
    /// The frame of the text element showing `string`, if one does.
    func elementFrame(ofText string: String) -> CGRect? {
        var found: CGRect?
        for root in rootElements {
            root.forEachElement { if found == nil, let text = $0 as? TextElement, text.spec.string == string { found = text.frame } }
        }
        return found
    }
}
