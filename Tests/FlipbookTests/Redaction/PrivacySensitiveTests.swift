import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `privacySensitive()` under `redacted(reason: .privacy)`: the sensitive text draws as a
/// placeholder bar, the rest as it is.
@MainActor
@Suite struct PrivacySensitiveTests {
    private func kinds(_ view: some View) -> [String] {
        makeGraph(view).displayList(at: 0).flattened.map(\.kind)
    }

    @Test func onlySensitiveViewsAreRedactedForPrivacy() {
        let card = VStack { Text("Balance").privacySensitive(); Text("Checking") }
        #expect(kinds(card.redacted(reason: .privacy)) == ["shape", "text:Checking"])
        // Not redacted, or redacted for another reason than privacy: as it is.
        #expect(kinds(card) == ["text:Balance", "text:Checking"])
        #expect(kinds(card.redacted(reason: .invalidated)) == ["text:Balance", "text:Checking"])
        #expect(kinds(VStack { Text("Balance").privacySensitive(false) }.redacted(reason: .privacy)) == ["text:Balance"])
        // A placeholder redaction redacts everything, sensitive or not.
        #expect(kinds(card.redacted(reason: .placeholder)) == ["shape", "shape"])
    }

    @Test func theEnvironmentStillSaysOnlyPrivacy() {
        var environment = EnvironmentValues()
        environment.redactionReasons = .privacy
        environment.isPrivacySensitive = true
        #expect(environment.isPlaceholderRedacted)
        #expect(environment.redactionReasons == .privacy)
    }
}
