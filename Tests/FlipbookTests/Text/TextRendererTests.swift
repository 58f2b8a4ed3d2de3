import Testing
@testable import Flipbook
import FlipbookDisplayList
import FlipbookTestSupport

/// Fades each line in turn with its progress, as WWDC24's line-reveal renderers do.
private struct FadingLines: TextRenderer {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            var copy = ctx
            copy.opacity = progress
            copy.translateBy(x: 0, y: 10 * (1 - progress))
            copy.draw(line)
        }
    }
}

/// Draws every glyph on its own, 2 pt lower than the last.
private struct SteppedGlyphs: TextRenderer {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        var step = 0.0
        for line in layout {
            for run in line {
                for glyph in run {
                    var copy = ctx
                    copy.translateBy(x: 0, y: step)
                    copy.draw(glyph)
                    step += 2
                }
            }
        }
    }
}

private struct Emphasis: TextAttribute {}

/// Draws only the runs marked with `Emphasis`.
private struct EmphasisOnly: TextRenderer {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line where run[Emphasis.self] != nil { ctx.draw(run) }
        }
    }
}

private struct Reveal: View {
    @State private var progress = 0.0
    var body: some View {
        VStack {
            Button("Reveal") { withAnimation(.linear(duration: 1)) { progress = 1 } }
            Text("Hello").textRenderer(FadingLines(progress: progress))
        }
    }
}

extension DisplayList {
    /// The texts drawn, each with its origin (group translations applied) and the product of its
    /// groups' opacities.
    fileprivate var texts: [(string: String, origin: CGPoint, opacity: Double)] {
        var found: [(String, CGPoint, Double)] = []
        func visit(_ items: [DisplayItem], dx: Double, dy: Double, opacity: Double) {
            for item in items {
                switch item {
                case .text(let text): found.append((text.layout.string, CGPoint(x: text.origin.x + dx, y: text.origin.y + dy), opacity))
                case .group(let group):
                    visit(group.items, dx: dx + group.transform.tx, dy: dy + group.transform.ty, opacity: opacity * group.opacity)
                default: continue
                }
            }
        }
        visit(items, dx: 0, dy: 0, opacity: 1)
        return found
    }
}

@MainActor
@Suite struct TextRendererTests {
    @Test func aRendererDrawsTheTextsLinesWhereTheTextWouldBe() {
        let plain = makeGraph(Text("Hello"), size: CGSize(width: 200, height: 100))
        let rendered = makeGraph(Text("Hello").textRenderer(FadingLines(progress: 1)), size: CGSize(width: 200, height: 100))
        // Fake metrics: 5 characters 8.5 pt wide at 17 pt, a 21.25-pt line, centred.
        #expect(plain.displayList(at: 0).texts.map(\.origin) == [CGPoint(x: 79, y: 39)])
        #expect(rendered.displayList(at: 0).texts.map(\.string) == ["Hello"])
        #expect(rendered.displayList(at: 0).texts.map(\.origin) == plain.displayList(at: 0).texts.map(\.origin))
    }

    @Test func theRenderersDataAnimatesWithTheChange() throws {
        let graph = makeGraph(Reveal(), size: CGSize(width: 200, height: 100))
        func hello(at time: Double) -> (origin: CGPoint, opacity: Double)? {
            graph.displayList(at: time).texts.first { $0.string == "Hello" }.map { ($0.origin, $0.opacity) }
        }
        let start = try #require(hello(at: 0))
        #expect(start.opacity == 0)
        try graph.tap("Reveal", at: 0)
        let middle = try #require(hello(at: 0.5))
        #expect(middle.opacity == 0.5)
        #expect(middle.origin.y == start.origin.y - 5)
        let end = try #require(hello(at: 1))
        #expect(end.opacity == 1)
        #expect(end.origin.y == start.origin.y - 10)
        // Settled: frames no longer evaluate bodies.
        _ = graph.displayList(at: 1.1)
        let settled = graph.bodyEvaluationCount
        _ = graph.displayList(at: 1.2)
        #expect(graph.bodyEvaluationCount == settled)
    }

    @Test func glyphsAndRunsFollowTheLayout() throws {
        let text = Text("ab") + Text("c").bold()
        let graph = makeGraph(text.textRenderer(SteppedGlyphs()), size: CGSize(width: 200, height: 100))
        let texts = graph.displayList(at: 0).texts
        let plain = makeGraph(text, size: CGSize(width: 200, height: 100)).displayList(at: 0).texts[0].origin
        // Each character drawn alone, 8.5 pt apart (fake metrics), each 2 pt below the last.
        #expect(texts.map(\.string) == ["a", "b", "c"])
        #expect(texts.map(\.origin) == [plain, CGPoint(x: plain.x + 8.5, y: plain.y + 2), CGPoint(x: plain.x + 17, y: plain.y + 4)])
    }

    @Test func theLayoutSplitsRunsWhereTheStyleChanges() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let text = Text("ab") + Text("c").bold() + Text("dé😀")
        let source = TextLayoutSource(spec: text.layoutSpec(in: environment), color: lightRGBA(.black), measurer: FakeTextMeasurer())
        let layout = Text.Layout(source)
        #expect(layout.count == 1)
        #expect(!layout.isTruncated)
        let line = layout[0]
        #expect(line.map(\.count) == [2, 1, 3])
        #expect(line.origin == CGPoint(x: 0, y: 17))
        #expect(line.typographicBounds.rect == CGRect(x: 0, y: 0, width: 51, height: 21.25))
        #expect(line[1].typographicBounds.rect == CGRect(x: 17, y: 0, width: 8.5, height: 21.25))
        // Character offsets are UTF-16: the emoji takes two.
        #expect(line[2].characterIndices == [3, 4, 5])
        #expect(line[2][2].typographicBounds.origin == CGPoint(x: 42.5, y: 17))
        #expect(Text.Layout.RunSlice(run: line[0], indices: 0..<2).typographicBounds.width == 17)
    }

    @Test func runsCarryTheirCustomAttributes() {
        let text = Text("Hello ") + Text("big").customAttribute(Emphasis()) + Text(" world")
        let graph = makeGraph(text.textRenderer(EmphasisOnly()), size: CGSize(width: 200, height: 100))
        let plain = makeGraph(text, size: CGSize(width: 200, height: 100)).displayList(at: 0).texts[0].origin
        // Only the marked run is drawn, 6 characters (51 pt, fake metrics) in.
        #expect(graph.displayList(at: 0).texts.map(\.string) == ["big"])
        #expect(graph.displayList(at: 0).texts.map(\.origin) == [CGPoint(x: plain.x + 51, y: plain.y)])
        // Marking one run of a text splits runs there even where the style does not change.
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let marked = Text("ab") + Text("cd").customAttribute(Emphasis())
        let runs = marked.runs
        let ranges = TextRun.layout(runs, in: environment, at: environment.sceneStartDate).ranges
        let source = TextLayoutSource(spec: marked.layoutSpec(in: environment), color: lightRGBA(.black), measurer: FakeTextMeasurer(),
                                      attributes: Text.attributeRanges(of: runs, ranges: ranges))
        let line = Text.Layout(source)[0]
        #expect(line.map(\.count) == [2, 2])
        #expect(line.map { $0[Emphasis.self] != nil } == [false, true])
        #expect(line[1][0][Emphasis.self] == Emphasis())
    }

    @Test func attributeRangesAreTheMarkedRunsBytesOfTheLayout() {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let runs = (Text("ab") + Text("cd").customAttribute(Emphasis()) + Text("é") + Text("f").customAttribute(Emphasis())).runs
        let ranges = TextRun.layout(runs, in: environment, at: environment.sceneStartDate).ranges
        // Byte ranges of the string "abcdéf": "é" takes two bytes.
        #expect(ranges == [0..<2, 2..<4, 4..<6, 6..<7])
        #expect(Text.attributeRanges(of: runs, ranges: ranges).map(\.range) == [2..<4, 6..<7])
        #expect(Text.attributeRanges(of: Text("abcd").runs, ranges: [0..<4]).isEmpty)
    }
}
