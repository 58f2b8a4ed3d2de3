import FlipbookSnapshotTesting
@testable import MyViews
import Testing

/// The same views through swift-snapshot-testing, for a project that already uses it.
@MainActor
@Suite
struct SnapshotTests {
    @Test func likeButton() {
        assertSnapshot(of: LikeButton(isLiked: true, count: 42), as: .flipbook)
    }

    @Test func welcomeScreenMidAnimation() {
        assertSnapshot(of: WelcomeView(), as: .flipbook(traits: [.fixedLayout(width: 320, height: 480)], at: 0.3, scale: 2))
    }
}
