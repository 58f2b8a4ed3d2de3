import Testing
@testable import Flipbook

@MainActor
@Suite struct ActionScopeTests {
    @Test func theScopeIsBoundOnlyWhileTheGraphRunsAnAction() {
        let graph = makeGraph(Color.red)
        #expect(ActionScope.current.get() == nil)
        var running: ViewGraph?
        var transaction: Transaction?
        graph.perform(at: 0) {
            running = ActionScope.current.get()?.graph
            withAnimation(.linear) { transaction = ActionScope.current.get()?.transaction }
        }
        #expect(running === graph)
        #expect(transaction?.animation == .linear)
        #expect(ActionScope.current.get() == nil)
    }

    @Test func afterDelayOutsideAnyActionSchedulesNothing() {
        let graph = makeGraph(Color.red)
        afterDelay(1) {}
        #expect(graph.nextTimerTime == nil)
        graph.perform(at: 2) { afterDelay(1) {} }
        #expect(graph.nextTimerTime == 3)
    }
}
