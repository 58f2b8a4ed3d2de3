import Testing
@testable import Flipbook

@MainActor
@Suite struct LayoutTests {
    @Test func vstackCentresChildrenWithDefaultSpacing() {
        let graph = makeGraph(VStack {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 200, height: 40)
        })
        let list = graph.displayList(at: 0)
        // 50 + 8 + 40 = 98 tall, centred in 300: top at 101.
        #expect(list.rect(ofShape: 0) == CGRect(x: 150, y: 101, width: 100, height: 50))
        #expect(list.rect(ofShape: 1) == CGRect(x: 100, y: 159, width: 200, height: 40))
    }

    @Test func aStackPlacedAtItsOwnSizeGivesEachChildTheSizeItMeasured() {
        // Sharing the stack's fitted width again would offer the less flexible "Wide" half of
        // 148 = 74 < its 80 and wrap it; the stack places with the proposal it was sized for.
        let graph = makeGraph(HStack(spacing: 8) {
            Text("Wide").font(.system(size: 40))
            Text("Narrow text small").font(.system(size: 8))
        })
        #expect(graph.layoutDump(at: 0) == """
            HStackLayout  (122, 125) 156×50
              Text("Wide")  (122, 125) 80×50
              Text("Narrow text small")  (210, 145) 68×10
            """)
    }

    @Test func aPaddedStackIsPlacedWithThePaddingsProposalLessItsInsets() {
        // Padding answers the stack's fitted 156 pt plus 20; proposing the stack its own 156 pt again
        // would share 148 pt and wrap "Wide" (a paragraph in a padded VStack lost its second line so).
        let graph = makeGraph(VStack {
            HStack(spacing: 8) {
                Text("Wide").font(.system(size: 40))
                Text("Narrow text small").font(.system(size: 8))
            }
            .padding(10)
        })
        #expect(graph.layoutDump(at: 0) == """
            VStackLayout  (112, 115) 176×70
              Padding  (112, 115) 176×70
                HStackLayout  (122, 125) 156×50
                  Text("Wide")  (122, 125) 80×50
                  Text("Narrow text small")  (210, 145) 68×10
            """)
    }

    @Test func aFramedStackIsPlacedWithTheFramesSizeOnlyAlongTheAxesItBounds() {
        // The frame bounds the height only, so the stack is proposed the frame's 400 pt width again,
        // not its own fitted 156 pt (which would wrap "Wide"); along the height it gets the frame's 60.
        let graph = makeGraph(VStack {
            HStack(spacing: 8) {
                Text("Wide").font(.system(size: 40))
                Text("Narrow text small").font(.system(size: 8))
            }
            .frame(maxHeight: 60)
        })
        #expect(graph.layoutDump(at: 0) == """
            VStackLayout  (122, 120) 156×60
              Frame  (122, 120) 156×60
                HStackLayout  (122, 125) 156×50
                  Text("Wide")  (122, 125) 80×50
                  Text("Narrow text small")  (210, 145) 68×10
            """)
    }

    @Test func anAspectRatioPlacesAChildThatIgnoresItsWidthAtTheSizeItMeasured() {
        // The ratio offers the square 300 × 300; the fixed frame keeps 50 wide and takes the 300
        // height, so the modifier is 50 × 300 and the colour is drawn so, not re-fitted to 50 × 50.
        let graph = makeGraph(Color.red.frame(width: 50).aspectRatio(1, contentMode: .fit))
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 175, y: 0, width: 50, height: 300))
    }

    @Test func aZStackAroundAColourIsAsFlexibleAsTheColour() {
        // Offered infinity, the colour is infinite and so is the ZStack (its centre guides would give
        // NaN), so the stack offers the text first and the ZStack takes the rest, not half.
        let graph = makeGraph(VStack(spacing: 8) {
            ZStack { Color.red; Text("icon") }
            Text("steps")
        })
        #expect(graph.layoutDump(at: 0) == """
            VStackLayout  (0, 0) 400×300
              ZStackLayout  (0, 0) 400×270
                Rectangle  (0, 0) 400×270
                Text("icon")  (183, 124) 34×22
              Text("steps")  (179, 278) 43×22
            """)
    }

    @Test func aModifiedStackIsPlacedWithTheProposalItsModifierWasSizedWith() {
        // The modifier answers the stack's fitted 156 pt; proposing that width to the stack again
        // would share 148 pt and wrap "Wide". SwiftUI hands the modifier's proposal on.
        let graph = makeGraph(VStack {
            HStack(spacing: 8) {
                Text("Wide").font(.system(size: 40))
                Text("Narrow text small").font(.system(size: 8))
            }
            .opacity(0.5)
        })
        #expect(graph.layoutDump(at: 0) == """
            VStackLayout  (122, 125) 156×50
              EffectElement<Double>  (122, 125) 156×50
                HStackLayout  (122, 125) 156×50
                  Text("Wide")  (122, 125) 80×50
                  Text("Narrow text small")  (210, 145) 68×10
            """)
    }

    @Test func spacerTakesWhatIsLeftWithNoGapBesideIt() {
        let graph = makeGraph(HStack { Color.red; Spacer() }, size: CGSize(width: 300, height: 100))
        // The spacer (priority −∞) keeps its 8 pt minimum; no spacing next to a spacer.
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 0, y: 0, width: 292, height: 100))
    }

    @Test func explicitSpacingAndAlignment() {
        let graph = makeGraph(HStack(alignment: .top, spacing: 10) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 30, height: 60)
        }, size: CGSize(width: 100, height: 100))
        let list = graph.displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 20, y: 20, width: 20, height: 20))
        #expect(list.rect(ofShape: 1) == CGRect(x: 50, y: 20, width: 30, height: 60))
    }

    @Test func paddingDefaultsToSixteen() {
        let graph = makeGraph(Color.red.frame(width: 10, height: 10).padding().background(Color.blue),
                              size: CGSize(width: 100, height: 100))
        let list = graph.displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 29, y: 29, width: 42, height: 42))
        #expect(list.rect(ofShape: 1) == CGRect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func flexibleFrameTakesTheWholeProposedWidth() {
        let graph = makeGraph(Color.red.frame(height: 10).frame(maxWidth: .infinity, alignment: .leading),
                              size: CGSize(width: 200, height: 50))
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 0, y: 20, width: 200, height: 10))
    }

    @Test func overlayIsSizedByTheViewAndAligned() {
        let graph = makeGraph(Color.red.frame(width: 100, height: 60).overlay(alignment: .topLeading) {
            Circle().fill(.yellow).frame(width: 20, height: 20)
        }, size: CGSize(width: 200, height: 100))
        let list = graph.displayList(at: 0)
        #expect(list.rect(ofShape: 0) == CGRect(x: 50, y: 20, width: 100, height: 60))
        #expect(list.rect(ofShape: 1) == CGRect(x: 50, y: 20, width: 20, height: 20))
    }

    @Test func textIsMeasuredAndWrapped() {
        // 40 characters at 17 pt: 340 wide ideally; offered 100 it wraps at 11 characters a line.
        let graph = makeGraph(Text(String(repeating: "a", count: 40)).frame(width: 100),
                              size: CGSize(width: 200, height: 200))
        let origin = graph.displayList(at: 0).origin(ofText: String(repeating: "a", count: 40))
        // 4 lines × 21.25 = 85 tall; 93.5 wide centred in the 100 frame → x 53.25, y 57.5,
        // then rounded to the pixel grid.
        #expect(origin == CGPoint(x: 53, y: 58))
    }

    @Test func leafFramesRoundToThePixelGridOfTheScale() {
        let graph = makeGraph(Color.red.frame(width: 10.3, height: 10), size: CGSize(width: 21, height: 10), scale: 2)
        // x = (21 − 10.3) / 2 = 5.35 → 5.5 at 2x; max x 15.65 → 15.5.
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 5.5, y: 0, width: 10, height: 10))
    }

    @Test func negativeFrameSizeIsReportedNamingTheModifier() {
        let graph = makeGraph(Color.red.frame(width: -5, height: 10))
        #expect(throws: RenderError.self) { try graph.checkForErrors() }
        #expect(graph.errors.first?.description == ".frame(width: -5.0): width must be a finite number ≥ 0; use nil to keep the child's size")
    }
}

private struct Row: Identifiable { let id: String; let width: CGFloat }

@MainActor
@Suite struct IdentityTests {
    @Test func forEachLaysOutOneViewPerElement() {
        let rows = [Row(id: "a", width: 10), Row(id: "b", width: 30)]
        let graph = makeGraph(HStack(spacing: 0) {
            ForEach(rows) { Color.red.frame(width: $0.width, height: 10) }
        }, size: CGSize(width: 100, height: 10))
        #expect(graph.displayList(at: 0).rect(ofShape: 0) == CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(graph.displayList(at: 0).rect(ofShape: 1) == CGRect(x: 40, y: 0, width: 30, height: 10))
    }

    @Test func duplicateForEachIdsAreReportedAndRenderedByPosition() {
        let graph = makeGraph(VStack { ForEach([1, 2, 1], id: \.self) { Text("\($0)") } })
        #expect(graph.warnings == ["ForEach: the id 1 appears more than once; the repeats are identified by position (give every element a unique id)"])
        #expect(graph.displayList(at: 0).flattened.count == 3)
    }
}
