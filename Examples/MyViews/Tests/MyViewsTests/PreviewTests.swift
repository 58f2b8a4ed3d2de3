import FlipbookTesting
import Testing

@MainActor
@Test func previews() {
    assertPreviews(in: ["MyViews"])
}
