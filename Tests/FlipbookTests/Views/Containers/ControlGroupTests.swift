import Testing
@testable import Flipbook

/// `ControlGroup` in iOS's styles: `.automatic` (the controls sharing the width in one rounded
/// rectangle, separators between them), `.navigation` and `.palette` (borderless controls side by
/// side), `.menu` and `.compactMenu` (a menu labelled by the group's label), and a custom style.
@MainActor
@Suite struct ControlGroupTests {
    private func formatting() -> some View {
        ControlGroup {
            Button("Bold") {}
            Button("Italic") {}
            Button("Under") {}
        } label: {
            Text("Format")
        }
    }

    @Test func theAutomaticStyleSeparatesItsControlsAndDrawsNoLabel() {
        let graph = makeGraph(formatting().frame(width: 302))
        let background = graph.shapes(in: Color(UIColor.tertiarySystemFill), at: 0)
        #expect(background.map(\.width) == [302] && background.map(\.height) == [34])
        let group = background[0]
        // Three controls of (302 - 2) / 3 = 100 points, a separator 1 point wide and 16 high
        // between each two, centred on the group's height (9 points from its top).
        #expect(graph.shapes(in: Color(UIColor.opaqueSeparator), at: 0)
            == [CGRect(x: group.minX + 100, y: group.minY + 9, width: 1, height: 16),
                CGRect(x: group.minX + 201, y: group.minY + 9, width: 1, height: 16)])
        #expect(graph.texts == ["Bold", "Italic", "Under"])
    }

    @Test func theNavigationStyleIsBorderlessButtonsSideBySide() {
        let graph = makeGraph(formatting().controlGroupStyle(.navigation))
        #expect(graph.shapes(in: Color(UIColor.tertiarySystemFill), at: 0).isEmpty)
        #expect(graph.shapes(in: Color(UIColor.opaqueSeparator), at: 0).isEmpty)
        #expect(graph.texts == ["Bold", "Italic", "Under"])
        let palette = makeGraph(formatting().controlGroupStyle(.palette))
        #expect(palette.texts == ["Bold", "Italic", "Under"])
        #expect(palette.shapes(in: Color(UIColor.tertiarySystemFill), at: 0).isEmpty)
    }

    @Test func theMenuStylesAreAMenuOfTheLabelOpeningTheControls() throws {
        for style in [AnyControlGroupStyle(.menu), AnyControlGroupStyle(.compactMenu)] {
            let graph = makeGraph(formatting().environment(\.controlGroupStyle, style), size: CGSize(width: 390, height: 400))
            #expect(graph.texts == ["Format"])
            try Tap("Format", at: 0).perform(on: graph)
            graph.update(at: 1)
            #expect(graph.texts(at: 1).filter { $0 != "Format" } == ["Bold", "Italic", "Under"])
        }
    }

    private struct Padded: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            ControlGroup(configuration).padding(10)
        }
    }

    @Test func aCustomStyleWrapsTheAutomaticGroup() {
        let graph = makeGraph(formatting().frame(width: 322).controlGroupStyle(Padded()))
        // The automatic group 20 points narrower, inside the padding.
        #expect(graph.shapes(in: Color(UIColor.tertiarySystemFill), at: 0).map(\.width) == [302])
        #expect(graph.shapes(in: Color(UIColor.opaqueSeparator), at: 0).count == 2)
    }

    @MainActor final class Log {
        var taps: [String] = []
    }

    @Test func inAnOpenMenuItIsOneRowOfItsControlsEachTitleUnderItsIcon() throws {
        let log = Log()
        let graph = makeGraph(Menu("Edit") {
            ControlGroup {
                Button("Cut", systemImage: "scissors") { log.taps.append("cut") }
                Button("Copy", systemImage: "doc.on.doc") { log.taps.append("copy") }
            }
            Button("Delete", role: .destructive) {}
        }, size: CGSize(width: 390, height: 400))
        try Tap("Edit", at: 0).perform(on: graph)
        graph.update(at: 1)
        let list = graph.displayList(at: 1)
        let cut = list.origin(ofText: "Cut"), copy = list.origin(ofText: "Copy")
        // Side by side in the 250-point panel, each centred in its (250 − 1) / 2 = 124.5 points
        // (12-pt titles: "Cut" 18 wide, "Copy" 24): 53.25 and 125.5 + 50.25 from the panel's edge,
        // each on the pixel grid (53 and 176).
        #expect(cut.y == copy.y)
        #expect(copy.x - cut.x == 123)
        #expect(list.origin(ofText: "Delete").y > cut.y)
        try Tap("Copy", at: 1.5).perform(on: graph)
        #expect(log.taps == ["copy"])
        graph.update(at: 3)
        #expect(!graph.texts(at: 3).contains("Cut"))
    }
}
