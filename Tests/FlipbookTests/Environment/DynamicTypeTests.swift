import Testing
@testable import Flipbook
import FlipbookTestSupport

/// Dynamic Type: text styles take iOS's point size for the Text Size setting; fixed sizes stay.
/// (Fake metrics: a character is 0.5 × size wide, a line 1.25 × size tall; a text reports its size
/// rounded up to whole pixels, whole points here.)
@MainActor
@Suite struct DynamicTypeTests {
    private func size<V: View>(_ view: V) -> CGSize { makeGraph(view).sizeThatFits(.unspecified) }

    @Test func textStylesTakeTheirSizeAtTheSetting() {
        #expect(size(Text("abcd")) == CGSize(width: 34, height: 22))
        #expect(size(Text("abcd").dynamicTypeSize(.accessibility5)) == CGSize(width: 106, height: 67))
        #expect(size(Text("abcd").font(.footnote).dynamicTypeSize(.xSmall)) == CGSize(width: 24, height: 15))
        #expect(size(Text("abcd").font(.largeTitle).environment(\.sizeCategory, .extraExtraExtraLarge))
                == CGSize(width: 80, height: 50))
    }

    @Test func fixedSizesStayAndCustomSizesFollowTheirStyle() {
        #expect(size(Text("abcd").font(.system(size: 20)).dynamicTypeSize(.accessibility3)) == CGSize(width: 40, height: 25))
        #expect(size(Text("abcd").font(.custom("Avenir", fixedSize: 20)).dynamicTypeSize(.accessibility3)).width == 40)
        // 34 pt relative to body (17 → 23 at xxxLarge): 46 pt.
        #expect(size(Text("ab").font(.custom("Avenir", size: 34)).dynamicTypeSize(.xxxLarge)).width == 46)
        // 40 pt relative to title (28 → 48 at accessibility3): 480 / 7 pt, two characters 68.57 pt wide → 69.
        #expect(size(Text("ab").font(.custom("Avenir", size: 40, relativeTo: .title)).dynamicTypeSize(.accessibility3)).width
                == (40.0 / 28 * 48).rounded(.up))
    }

    @Test func aRangeKeepsTheSizeWithinIt() {
        let clamped = Text("abcd").dynamicTypeSize(...DynamicTypeSize.xxLarge).dynamicTypeSize(.accessibility5)
        #expect(size(clamped).width == 42)
        let raised = Text("abcd").dynamicTypeSize(DynamicTypeSize.large...).dynamicTypeSize(.xSmall)
        #expect(size(raised).width == 34)
    }

    private struct Badge: View {
        @ScaledMetric private var side = 34.0
        @ScaledMetric(relativeTo: .caption2) private var dot = 11.0
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: side, height: side)
                Color.blue.frame(width: dot, height: dot)
            }
        }
    }

    @Test func scaledMetricsGrowAsTheirStyleDoes() {
        #expect(size(Badge()) == CGSize(width: 45, height: 34))
        // body 17 → 53 at accessibility5: 34 → 106; caption2 11 → 40.
        #expect(size(Badge().dynamicTypeSize(.accessibility5)) == CGSize(width: 146, height: 106))
    }

    @Test func theSceneSetsTheSize() throws {
        var scene = FlipbookScene("type", size: CGSize(width: 200, height: 100), duration: 0.1) { Text("abcd") }
        scene.dynamicTypeSize = .xLarge
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        #expect(run.graph.sizeThatFits(.unspecified).width == 38)
        #expect(DynamicTypeSize(.accessibilityMedium) == .accessibility1)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }
}
