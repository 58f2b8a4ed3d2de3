import Observation
import Testing
@testable import Flipbook

/// Changes its state every time it changes: `onChange` runs after each update and starts another.
private struct CountsForever: View {
    @State private var count = 0
    let animated: Bool
    var body: some View {
        Text("\(count)").onChange(of: count, initial: true) {
            if animated { withAnimation { count += 1 } } else { count += 1 }
        }
    }
}

@Observable @MainActor
private final class Rally {
    var ping = 0
    var pong = 0
}

/// Each sets what the other reads, in its body: every round of an update asks for another.
private struct Ping: View {
    let rally: Rally
    var body: some View {
        let _ = (rally.ping = rally.pong + 1)
        Text("\(rally.pong)")
    }
}

private struct Pong: View {
    let rally: Rally
    var body: some View {
        let _ = (rally.pong = rally.ping + 1)
        Text("\(rally.ping)")
    }
}

@MainActor
@Suite struct UpdateLoopTests {
    @Test func actionsThatChangeStateEveryTimeAreAnErrorNamingTheView() {
        let graph = makeGraph(CountsForever(animated: false))
        #expect(throws: RenderError.endlessUpdate(views: ["CountsForever"])) { try graph.checkForErrors() }
    }

    @Test func actionsNestedInTheirOwnTransactionsStopToo() {
        let graph = makeGraph(CountsForever(animated: true))
        #expect(throws: RenderError.endlessUpdate(views: ["CountsForever"])) { try graph.checkForErrors() }
    }

    @Test func bodiesThatChangeEachOtherEveryRoundAreAnErrorNamingThem() {
        let rally = Rally()
        let graph = makeGraph(VStack { Ping(rally: rally); Pong(rally: rally) })
        #expect(throws: RenderError.endlessUpdate(views: ["Pong", "Ping"])) { try graph.checkForErrors() }
        #expect(graph.updateCount == ViewGraph.roundLimit)
    }

    @Test func theErrorSaysWhatToDo() {
        #expect(RenderError.endlessUpdate(views: ["Ping", "Pong"]).description
            == "Ping, Pong changed state again in each of 10 updates in a row: "
            + "set state in a body, onAppear or onChange only when it differs from what it was")
    }
}
