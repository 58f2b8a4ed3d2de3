import Foundation
import FlipbookImage
import Observation
import Testing
@testable import Flipbook

/// `TextEditor`: wraps to its width less its insets, takes the space offered, and is typed into.
@MainActor
@Suite struct TextEditorTests {
    @Test func textWrapsInsideTheInsets() {
        // 25 characters at 8.5 pt in 110 − 10 pt: 11 a line, three lines of 21.25 pt.
        let editor = TextEditor(text: .constant("Bring snacks for everyone"))
        let graph = makeGraph(editor.frame(width: 110, height: 100))
        // The text 5 pt in and 8 pt down from the box's corner (145, 100); 93.5 × 63.75 drawn on whole pixels.
        #expect(graph.frames(of: "Text(\"Bring snacks for everyone\")") == [[150, 108, 94, 64]])
        // Its ideal height is its text's and the insets; it takes any height offered.
        #expect(graph.sizeThatFits(ProposedViewSize(width: 110, height: nil)) == CGSize(width: 110, height: 100))
        let alone = makeGraph(editor)
        // 63.75 (64 on the pixel grid) + 8 above and below.
        #expect(alone.sizeThatFits(ProposedViewSize(width: 110, height: nil)) == CGSize(width: 110, height: 80))
        #expect(alone.sizeThatFits(ProposedViewSize(width: 110, height: 40)) == CGSize(width: 110, height: 40))
    }

    @Observable final class Note {
        var body = ""
    }

    private struct NoteEditor: View {
        let note: Note
        var body: some View {
            @Bindable var note = note
            TextEditor(text: $note.body).accessibilityIdentifier("Notes")
        }
    }

    @Test func typingStartsLinesAndCapitalizesThem() throws {
        let note = Note()
        let graph = makeGraph(NoteEditor(note: note))
        try TypeText("Notes", "bring snacks.\nplates too", at: 0.1).perform(on: graph)
        #expect(note.body == "Bring snacks.\nPlates too")
        #expect(graph.texts == ["Bring snacks.\nPlates too"])
    }

    @Test func typedTextTallerThanTheEditorScrollsToItsEnd() throws {
        // Three lines (64 pt on the pixel grid) and the 8 pt insets make 80 pt in a 60 pt box at
        // y 120: typed into, the text scrolls 20 pt up, its last line 8 pt above the box's bottom.
        let note = Note()
        let graph = makeGraph(NoteEditor(note: note).frame(width: 110, height: 60))
        try TypeText("Notes", "bring snacks for everyone", at: 0.1).perform(on: graph)
        #expect(graph.frames(of: "Text(\"Bring snacks for everyone\")") == [[150, 108, 94, 64]])
        // Text that was never typed into shows from its top, as an unfocused UITextView does.
        let untouched = Note()
        untouched.body = "Bring snacks for everyone"
        let still = makeGraph(NoteEditor(note: untouched).frame(width: 110, height: 60))
        #expect(still.frames(of: "Text(\"Bring snacks for everyone\")") == [[150, 128, 94, 64]])
    }
}

/// `AsyncImage` never uses the network: files load at once, other URLs fail at once, as on an
/// iPhone offline, and are named; a nil URL stays empty.
@MainActor
@Suite struct AsyncImageTests {
    @Test func otherURLsFailInTheFirstFrameAndAreNamedOnce() {
        let url = URL(string: "https://example.com/avatar.png")
        func described(_ phase: AsyncImagePhase) -> String {
            if phase.image != nil { return "loaded" }
            guard let error = phase.error else { return "empty" }
            return (error as? URLError)?.code == .notConnectedToInternet ? "offline" : "failed"
        }
        let graph = makeGraph(VStack {
            AsyncImage(url: url) { $0 } placeholder: { Text("Loading") }
            AsyncImage(url: url) { phase in Text(described(phase)) }
            AsyncImage(url: nil) { phase in Text(described(phase)) }
        })
        #expect(graph.texts == ["Loading", "offline", "empty"])
        #expect(graph.warnings == ["AsyncImage(url: \"https://example.com/avatar.png\"): Flipbook renders offline "
            + "(give it a file:// URL or sample responses (--responses DIR)); it shows the .failure phase, as an iPhone offline does"])
    }

    @Test func fileURLsLoadInTheFirstFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-async-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("dot.png").path
        try PNG.write(RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 255)), to: path)
        let graph = makeGraph(AsyncImage(url: URL(fileURLWithPath: path)), size: CGSize(width: 100, height: 50))
        #expect(graph.displayList(at: 0).description == "image 2×2 in (49, 24, 2, 2) high")
        let missing = makeGraph(AsyncImage(url: URL(fileURLWithPath: "/nonexistent/photo.png")) { phase in
            Text(phase.error == nil ? "no error" : "failed")
        })
        #expect(missing.texts == ["failed"])
        #expect(missing.warnings.count == 1)
    }
}

/// `AnyShape` draws the shape it wraps and animates data of one type.
@MainActor
@Suite struct AnyShapeTests {
    private struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
    }

    @Test func dataOfOneTypeInterpolates() {
        var shape = AnyShape(Bar(fraction: 0))
        let target = AnyShape(Bar(fraction: 1)).animatableData
        shape.animatableData = shape.animatableData + (target - shape.animatableData).scaled(by: 0.25)
        #expect(shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 25, height: 10))
        // Between two types the difference is zero: the newer shape takes over.
        #expect(AnyShape(Circle()).animatableData - AnyShape(Bar(fraction: 1)).animatableData == .zero)
    }

    private struct Growing: View {
        @State var full = false
        var body: some View {
            VStack {
                AnyShape(Bar(fraction: full ? 1 : 0.2)).fill(Color.red).frame(width: 100, height: 10)
                Button("Grow") { withAnimation(.linear(duration: 1)) { full = true } }
            }
        }
    }

    @Test func wrappedDataAnimatesInAScene() throws {
        let graph = makeGraph(Growing(), size: CGSize(width: 200, height: 100))
        try graph.tap("Grow", at: 0)
        // Half-way from 20 to 100 pt wide: 60.
        #expect(graph.displayList(at: 0.5).rect(ofShape: 0).width == 60)
    }
}
