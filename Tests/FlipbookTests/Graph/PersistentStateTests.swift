import Foundation
@testable import Flipbook
import Testing

/// What a view keeps across updates, by key name: values kept apart by name and dropped when set
/// to nil; an animated value's slot made once and found again by its name.
@MainActor @Suite struct PersistentStateTests {
    private static var count: PersistentKey<Int> { "count" }
    private static var name: PersistentKey<String> { "name" }
    private static var offset: PersistentKey<AnimatedSlot<Double>> { "offset" }
    private static var scale: PersistentKey<AnimatedSlot<Double>> { "scale" }

    @Test func valuesAreKeptByNameAndDroppedWhenSetToNil() {
        let state = PersistentState()
        #expect(state[Self.count] == nil)
        state[Self.count] = 1
        state[Self.name] = "a"
        state[Self.count] = 2
        #expect(state[Self.count] == 2)
        #expect(state[Self.name] == "a")
        state[Self.count] = nil
        #expect(state[Self.count] == nil)
        #expect(state[Self.name] == "a")
        state[Self.count] = 3
        #expect(state[Self.count] == 3)
    }

    @Test func aSlotIsMadeOnceAndTellsWhetherItAnimates() {
        let graph = makeGraph(EmptyView())
        let state = PersistentState()
        #expect(state.existingSlot(Self.offset) == nil)
        let offset = state.slot(Self.offset, initial: 4, graph: graph)
        #expect(state.slot(Self.offset, initial: 9, graph: graph) === offset)
        #expect(state.existingSlot(Self.offset) === offset)
        #expect(offset.model == 4)
        let scale = state.slot(Self.scale, initial: 1, graph: graph)
        #expect(scale !== offset)
        #expect(!state.hasAnimatingSlot)
        var animated = Transaction()
        animated.animation = .linear(duration: 1)
        scale.update(to: 2, transaction: animated, time: 0)
        #expect(state.hasAnimatingSlot)
        #expect(state.inspectableSlots.map(\.name) == ["offset", "scale"])
    }
}
