import Testing
@testable import Flipbook

@MainActor
@Suite struct LayoutModifierTests {
    private let square = CGSize(width: 100, height: 100)

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        let stack = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 100).layoutPriority(1)
            Color.blue.frame(minWidth: 10, maxWidth: 100)
        }
        let list = makeGraph(stack, size: CGSize(width: 150, height: 10)).displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(list.rect(ofShape: 1) == CGRect(x: 100, y: 0, width: 50, height: 10))
    }

    @Test func equalPrioritiesShareEqually() {
        let stack = HStack(spacing: 0) {
            Color.red.frame(minWidth: 10, maxWidth: 100)
            Color.blue.frame(minWidth: 10, maxWidth: 100)
        }
        let list = makeGraph(stack, size: CGSize(width: 150, height: 10)).displayList(at: 0)
        #expect(list.rect(ofShape: 0).width == 75)
        #expect(list.rect(ofShape: 1).width == 75)
    }

    @Test func fixedSizeGivesTextItsIdealWidth() {
        // 40 characters at 17 pt ideally take 340 pt; fixedSize ignores the 100 pt frame.
        let text = String(repeating: "a", count: 40)
        let graph = makeGraph(Text(text).fixedSize().frame(width: 100), size: CGSize(width: 400, height: 100))
        #expect(graph.displayList(at: 0).origin(ofText: text) == CGPoint(x: 30, y: 39))
    }

    @Test func aspectRatioFitAndFill() {
        let fit = makeGraph(Color.red.aspectRatio(2, contentMode: .fit), size: square).displayList(at: 0)
        #expect(fit.rect(ofShape: 0) == CGRect(x: 0, y: 25, width: 100, height: 50))
        let fill = makeGraph(Color.red.aspectRatio(2, contentMode: .fill), size: square).displayList(at: 0)
        #expect(fill.rect(ofShape: 0) == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test func scaledToFitUsesTheIdealSizeRatio() {
        let view = Color.red.frame(idealWidth: 30, idealHeight: 10).scaledToFit()
        #expect(makeGraph(view, size: square).displayList(at: 0).rect(ofShape: 0) == CGRect(x: 0, y: 100.0 / 3 , width: 100, height: 100.0 / 3).rounded)
    }

    @Test func positionCentresTheViewAtAPoint() {
        let graph = makeGraph(Color.red.frame(width: 10, height: 10).position(x: 20, y: 30), size: square)
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 15, y: 25, width: 10, height: 10))
    }

    @Test func alignmentGuideMovesTheGuide() {
        let stack = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
        }
        let list = makeGraph(stack, size: CGSize(width: 100, height: 20)).displayList(at: 0)
        #expect(list.rect(ofShape: 0).minX == 50)
        #expect(list.rect(ofShape: 1).minX == 30)
    }

    @Test func zIndexReordersDrawingNotLayout() {
        let list = makeGraph(ZStack {
            Color.red.frame(width: 10, height: 10).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }, size: square).displayList(at: 0)
        #expect(list.flattened.map(\.color) == [Color.blue.rgba, Color.red.rgba])
    }

    @Test func dividerIsAHairlineAcrossTheStack() {
        let stack = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Divider()
        }
        let list = makeGraph(stack, size: square, scale: 2).displayList(at: 0)
        #expect(list.rect(ofShape: 1) == CGRect(x: 0, y: 55, width: 100, height: 0.5))
    }

    @Test func lineLimitCapsTheHeight() {
        let text = String(repeating: "a", count: 40)
        let graph = makeGraph(Text(text).lineLimit(2).frame(width: 100).background(Color.red), size: square)
        // Two lines of 21.25 pt (42.5, 43 on the pixel grid) in a 100 pt frame whose height follows the text.
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 0, y: 29, width: 100, height: 43))
    }
}

extension CGRect {
    /// Rounded to whole points, as leaf frames are at 1x.
    var rounded: CGRect {
        let minX = (self.minX + 0.5).rounded(.down), minY = (self.minY + 0.5).rounded(.down)
        return CGRect(x: minX, y: minY, width: (maxX + 0.5).rounded(.down) - minX, height: (maxY + 0.5).rounded(.down) - minY)
    }
}

@MainActor
@Suite struct LayoutDumpTests {
    /// "Hi" is 17 × 21.25 (fake metrics: ascent 17, descent 4.25, cap height 11.9), 17 × 22 on the
    /// pixel grid. Text asks for max(21.25 + ⌈2.125⌉ − 11.9, ⌈2.125⌉ + 4.25) = 12.35 pt to a plain
    /// view below it (the padded edge is plain), so the stack is 22 + 12.35 + 28 = 62.35 tall,
    /// centred at y 18.825; leaves show their pixel-rounded frames.
    @Test func dumpShowsEveryElementFrameInScenePoints() {
        let graph = makeGraph(VStack {
            Text("Hi")
            Color.red.frame(width: 40, height: 20).padding(4)
        }, size: CGSize(width: 100, height: 100))
        #expect(graph.layoutDump(at: 0) == """
            VStackLayout  (26, 18.825) 48×62.35
              Text("Hi")  (42, 19) 17×22
              Padding  (26, 53.175) 48×28
                Frame  (30, 57.175) 40×20
                  Rectangle  (30, 57) 40×20
            """)
    }
}
