import Observation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// `contentTransition`: which characters roll, where they are mid-change, and the cross-fade.
@MainActor
@Suite struct ContentTransitionTests {
    /// Every character 10 points wide.
    private func advance(_ string: String) -> Double { Double(string.count) * 10 }

    @Test func changedDigitsRollUpAndTheRestStay() {
        // 109 → 110: "1" stays; "09" leaves upward, "10" arrives from below, a quarter of the way.
        let roll = NumericTextRoll(from: "109", to: "110", progress: 0.25, countsDown: false, fontSize: 20, advance: advance)
        typealias Glyph = NumericTextRoll.Glyph
        #expect(roll.glyphs == [
            Glyph(character: "1", x: 0, y: 0, opacity: 1, blurRadius: 0),
            Glyph(character: "0", x: 10, y: -2.5, opacity: 0.75, blurRadius: 0.5),
            Glyph(character: "9", x: 20, y: -2.5, opacity: 0.75, blurRadius: 0.5),
            Glyph(character: "1", x: 10, y: 7.5, opacity: 0.25, blurRadius: 1.5),
            Glyph(character: "0", x: 20, y: 7.5, opacity: 0.25, blurRadius: 1.5),
        ])
    }

    @Test func sharedEndingSlidesToItsNewPlaceAndCountingDownRollsDown() {
        // "9 pts" → "10 pts" counting down: " pts" slides from x 10 to 20 with the change.
        let roll = NumericTextRoll(from: "9 pts", to: "10 pts", progress: 0.5, countsDown: true, fontSize: 20, advance: advance)
        #expect(roll.glyphs.map(\.character) == ["9", "1", "0", " ", "p", "t", "s"])
        #expect(roll.glyphs.map(\.x) == [0, 0, 10, 15, 25, 35, 45])
        #expect(roll.glyphs.map(\.y) == [5, -5, -5, 0, 0, 0, 0])
        #expect(roll.glyphs.map(\.opacity) == [0.5, 0.5, 0.5, 1, 1, 1, 1])
    }

    @Observable final class Counter { var value = 9 }

    private struct CounterText: View {
        let counter: Counter
        let transition: ContentTransition
        var body: some View {
            Text("\(counter.value)")
                .font(.system(size: 20))
                .contentTransition(transition)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func texts(_ graph: ViewGraph, at time: Double) -> [String] {
        graph.displayList(at: time).flattened.filter { $0.kind.hasPrefix("text:") }
            .map { "\($0.kind.dropFirst(5)) \(Double($0.rect.minX)),\(Double($0.rect.minY)) \($0.color.alpha)" }
    }

    @Test func numericTextRollsTheCharactersOfATextChangedInAnAnimation() {
        let counter = Counter()
        let graph = makeGraph(CounterText(counter: counter, transition: .numericText()))
        graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { counter.value = 10 } }
        // A quarter through: "9" 2.5 pt up at 75 %, "1" and "0" 7.5 pt below at 25 % (fake 10-pt digits).
        #expect(texts(graph, at: 1.25) == ["9 0.0,-2.5 0.75", "1 0.0,7.5 0.25", "0 10.0,7.5 0.25"])
        #expect(texts(graph, at: 2.5) == ["10 0.0,0.0 1.0"])
    }

    private struct AlignedCounter: View {
        let counter: Counter
        let alignment: Alignment
        var body: some View {
            Text("\(counter.value)")
                .font(.system(size: 20))
                .contentTransition(.numericText())
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        }
    }

    @Test func oldDigitsStayPutAsAWideningNumberGrowsAboutItsAlignment() {
        // "9" is 10 wide, "10" 20 (fake 10-pt digits) in a 400 × 300 scene; a quarter through the
        // change, the frame is 12.5 wide. Centred: "9" stays at 195, "10" starts at 190; the line
        // is laid out at y 138 (137.5 on a whole pixel): "9" 2.5 up, "10" 7.5 below.
        let centred = Counter()
        let graph = makeGraph(AlignedCounter(counter: centred, alignment: .center))
        graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { centred.value = 10 } }
        #expect(texts(graph, at: 1.25) == ["9 195.0,135.5 0.75", "1 190.0,145.5 0.25", "0 200.0,145.5 0.25"])
        // Trailing: "9" stays at 390, "10" starts at 380.
        let trailing = Counter()
        let right = makeGraph(AlignedCounter(counter: trailing, alignment: .trailing))
        right.perform(at: 1) { withAnimation(.linear(duration: 1)) { trailing.value = 10 } }
        #expect(texts(right, at: 1.25) == ["9 390.0,135.5 0.75", "1 380.0,145.5 0.25", "0 390.0,145.5 0.25"])
    }

    @Test func opacityCrossFadesAndIdentityOrNoAnimationSwapsAtOnce() {
        let counter = Counter()
        let faded = makeGraph(CounterText(counter: counter, transition: .opacity))
        faded.perform(at: 1) { withAnimation(.linear(duration: 1)) { counter.value = 10 } }
        #expect(texts(faded, at: 1.25) == ["9 0.0,0.0 0.75", "10 0.0,0.0 0.25"])

        let swapped = Counter()
        let identity = makeGraph(CounterText(counter: swapped, transition: .identity))
        identity.perform(at: 1) { withAnimation(.linear(duration: 1)) { swapped.value = 10 } }
        #expect(texts(identity, at: 1.25) == ["10 0.0,0.0 1.0"])

        let unanimated = Counter()
        let plain = makeGraph(CounterText(counter: unanimated, transition: .numericText()))
        plain.perform(at: 1) { unanimated.value = 10 }
        #expect(texts(plain, at: 1.25) == ["10 0.0,0.0 1.0"])
    }

    @Test func numericTextWithAValueRollsDownWhenTheValueShrinks() {
        let counter = Counter()
        struct Valued: View {
            let counter: Counter
            var body: some View {
                Text("\(counter.value)").font(.system(size: 20))
                    .contentTransition(.numericText(value: Double(counter.value)))
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        let graph = makeGraph(Valued(counter: counter))
        graph.perform(at: 1) { withAnimation(.linear(duration: 1)) { counter.value = 8 } }
        #expect(texts(graph, at: 1.5) == ["9 0.0,5.0 0.5", "8 0.0,-5.0 0.5"])
    }
}
