import Testing
@testable import Flipbook

/// Adds the values of the views that set it; 100 when none does.
private struct SumKey: PreferenceKey {
    static let defaultValue = 100
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// What an `onPreferenceChange` action was given, in order.
@MainActor
private final class Seen {
    var values: [Int] = []
}

@MainActor
@Suite struct PreferenceKeyTests {
    @Test func theActionGetsTheValuesOfItsContentReducedInOrderOnce() {
        let seen = Seen()
        let graph = makeGraph(VStack {
            Color.red.preference(key: SumKey.self, value: 3)
            Color.green
            Color.blue.preference(key: SumKey.self, value: 4)
        }.onPreferenceChange(SumKey.self) { seen.values.append($0) })
        // 3 + 4: the first value, then reduced with the next; the default is not added.
        #expect(seen.values == [7])
        graph.update(at: 1)
        _ = graph.displayList(at: 1)
        #expect(seen.values == [7])
    }

    @Test func oneViewsValueIsUnreducedAndNoneGivesTheDefault() {
        let one = Seen(), none = Seen()
        _ = makeGraph(Color.red.preference(key: SumKey.self, value: 5).onPreferenceChange(SumKey.self) { one.values.append($0) })
        _ = makeGraph(Color.red.onPreferenceChange(SumKey.self) { none.values.append($0) })
        #expect(one.values == [5])
        #expect(none.values == [100])
    }

    @Test func aPreferenceReplacesWhatItsContentSets() {
        let seen = Seen()
        _ = makeGraph(VStack {
            Color.red.preference(key: SumKey.self, value: 3)
            Color.blue.preference(key: SumKey.self, value: 4)
        }
        .preference(key: SumKey.self, value: 10)
        .onPreferenceChange(SumKey.self) { seen.values.append($0) })
        #expect(seen.values == [10])
    }

    @Test func aGeometryReadersValueReachesStateDrawnInTheSameFrame() {
        struct Width: View {
            @State var width = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("\(width)")
                    GeometryReader { proxy in
                        Color.clear.preference(key: SumKey.self, value: Int(proxy.size.width))
                    }
                    .frame(width: 150, height: 20)
                }
                .onPreferenceChange(SumKey.self) { width = $0 }
            }
        }
        let graph = makeGraph(Width())
        #expect(graph.displayList(at: 0).flattened.contains { $0.kind == "text:150" })
    }

    @Test func aChangedValueRunsTheActionAgain() {
        struct Changing: View {
            @State var value = 1
            let seen: Seen
            var body: some View {
                Color.red.preference(key: SumKey.self, value: value)
                    .onPreferenceChange(SumKey.self) { seen.values.append($0) }
                    .onAppear { value = 2 }
            }
        }
        let seen = Seen()
        _ = makeGraph(Changing(seen: seen))
        #expect(seen.values == [1, 2])
    }
}
