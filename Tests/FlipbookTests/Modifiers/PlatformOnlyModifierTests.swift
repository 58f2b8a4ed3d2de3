import Testing
@testable import Flipbook
import FlipbookDisplayList

/// What one view reads from its environment.
@MainActor
private final class MenuReadings {
    var order = MenuOrder.automatic
    var indicator = Visibility.automatic
    var dismiss = MenuActionDismissBehavior.automatic
}

private struct MenuProbe: View {
    let readings: MenuReadings
    @Environment(\.menuOrder) private var order
    @Environment(\.menuIndicatorVisibility) private var indicator
    @Environment(\.menuActionDismissBehavior) private var dismiss

    var body: some View {
        readings.order = order
        readings.indicator = indicator
        readings.dismiss = dismiss
        return Text("Probe")
    }
}

/// Modifiers for what an iPhone at rest does not show (a pointer's hover, an iPad's sheet sizes
/// and toolbar roles, drag and drop, a title's menu): the view is drawn exactly as it is.
@MainActor
@Suite struct PlatformOnlyModifierTests {
    private let card = VStack { Text("Title"); Button("Send") {} }

    @Test func theyDrawTheViewExactlyAsItIs() {
        let plain = makeGraph(card).displayList(at: 0)
        let modified: [AnyView] = [
            AnyView(card.hoverEffect(.lift)), AnyView(card.hoverEffect()), AnyView(card.presentationSizing(.form)),
            AnyView(card.presentationSizing(.page)), AnyView(card.presentationContentInteraction(.scrolls)),
            AnyView(card.toolbarRole(.editor)), AnyView(card.toolbarTitleMenu { Button("Rename") {} }),
            AnyView(card.draggable("Title")), AnyView(card.draggable("Title") { Text("Lifted") }),
            AnyView(card.dropDestination(for: String.self) { _, _ in true }),
            AnyView(card.menuOrder(.fixed)), AnyView(card.menuIndicator(.hidden)), AnyView(card.menuActionDismissBehavior(.disabled)),
        ]
        for view in modified { #expect(makeGraph(view).displayList(at: 0) == plain) }
    }

    @Test func menuSettingsReachTheEnvironment() {
        let readings = MenuReadings()
        _ = makeGraph(MenuProbe(readings: readings).menuOrder(.fixed).menuIndicator(.hidden).menuActionDismissBehavior(.disabled))
        #expect(readings.order == .fixed)
        #expect(readings.indicator == .hidden)
        #expect(readings.dismiss == .disabled)
    }

    @Test func aBoundTitleShowsItsStringAndARenameButtonRunsTheAction() throws {
        final class Box { var renamed = 0 }
        let box = Box()
        let bound = makeSceneGraph(NavigationStack { Text("Body").navigationTitle(.constant("Report")) },
                                   size: CGSize(width: 390, height: 400))
        let plain = makeSceneGraph(NavigationStack { Text("Body").navigationTitle("Report") }, size: CGSize(width: 390, height: 400))
        #expect(bound.displayList(at: 0) == plain.displayList(at: 0))
        let graph = makeGraph(RenameButton().renameAction { box.renamed += 1 })
        #expect(graph.displayList(at: 0).flattened.contains { $0.kind == "text:Rename" })
        try Tap("Rename", at: 0.1).perform(on: graph)
        #expect(box.renamed == 1)
    }
}
