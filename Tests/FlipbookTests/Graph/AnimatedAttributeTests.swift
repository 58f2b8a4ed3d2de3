import Foundation
@testable import Flipbook
import Testing

/// An animated attribute whose every view starts from one value (a text's count of changes, 0)
/// keeps no slot until its value first differs from it, and then animates from it.
@MainActor @Suite struct AnimatedAttributeTests {
    private static var changes: PersistentKey<AnimatedSlot<Double>> { "changes" }

    @Test func noSlotUntilTheValueLeavesItsStartThenItAnimatesFromIt() throws {
        let graph = makeGraph(EmptyView())
        let update = UpdateContext(graph: graph, time: 0, pixelScale: 1, serial: 0)
        let state = PersistentState()
        var animated = Transaction()
        animated.animation = .linear(duration: 1)
        let unchanged = AnimatedAttribute(key: Self.changes, target: 0, initial: 0)
        #expect(!unchanged.detect(in: state, update))
        unchanged.commit(in: state, animated, update)
        #expect(state.existingSlot(Self.changes) == nil)
        #expect(unchanged.presented(in: state, at: 0.5) == 0)

        let changed = AnimatedAttribute(key: Self.changes, target: 1, initial: 0)
        #expect(changed.detect(in: state, update))
        changed.commit(in: state, animated, update)
        #expect(try #require(state.existingSlot(Self.changes)).model == 1)
        #expect(changed.animated(in: state, at: 0.25) == 0.25)
        #expect(changed.presented(in: state, at: 1) == 1)
    }

    @Test func withoutAStartTheSlotIsMadeWithTheFirstValue() throws {
        let graph = makeGraph(EmptyView())
        let update = UpdateContext(graph: graph, time: 0, pixelScale: 1, serial: 0)
        let state = PersistentState()
        let attribute = AnimatedAttribute(key: Self.changes, target: 3)
        #expect(!attribute.detect(in: state, update))
        #expect(try #require(state.existingSlot(Self.changes)).model == 3)
    }
}
