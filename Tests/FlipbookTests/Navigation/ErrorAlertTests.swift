import Testing
@testable import Flipbook

/// `alert(isPresented:error:)`: an alert titled with the error's `errorDescription`, shown while
/// `isPresented` is true and there is an error.
@MainActor
@Suite struct ErrorAlertTests {
    enum UploadError: LocalizedError {
        case tooLarge
        var errorDescription: String? { "File Too Large" }
        var recoverySuggestion: String? { "Pick a file under 10 MB." }
    }

    private struct Upload: View {
        let error: UploadError?
        var withMessage = true
        @State private var shown = true
        var body: some View {
            if withMessage {
                Color.clear.alert(isPresented: $shown, error: error) { _ in
                    Button("Choose Another") {}
                } message: { error in
                    Text(error.recoverySuggestion ?? "")
                }
            } else {
                Color.clear.alert(isPresented: $shown, error: error) {
                    Button("OK") {}
                }
            }
        }
    }

    private func texts(_ view: some View) -> [String] {
        let graph = makeGraph(view, size: CGSize(width: 300, height: 400))
        return graph.play(from: 0, to: 1).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
    }

    @Test func theErrorsDescriptionIsTheTitleAndTheClosuresGetTheError() {
        #expect(texts(Upload(error: .tooLarge)) == ["File Too Large", "Pick a file under 10 MB.", "Choose Another"])
        #expect(texts(Upload(error: .tooLarge, withMessage: false)) == ["File Too Large", "OK"])
    }

    @Test func withoutAnErrorThereIsNoAlert() {
        #expect(texts(Upload(error: nil)).isEmpty)
        #expect(texts(Upload(error: nil, withMessage: false)).isEmpty)
    }
}
