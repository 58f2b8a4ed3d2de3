import Testing
@testable import Flipbook

/// What one view reads from its environment, kept when its body runs.
@MainActor
private final class Readings {
    var keyboardShortcut: KeyboardShortcut?
    var scrollDismissesKeyboard = ScrollDismissesKeyboardMode.automatic
    var allowsTextSelection = false
    var fontWidth: Font.Width?
}

private struct Probe: View {
    let readings: Readings
    @Environment(\.keyboardShortcut) private var keyboardShortcut
    @Environment(\.scrollDismissesKeyboardMode) private var scrollDismissesKeyboard
    @Environment(\.allowsTextSelection) private var allowsTextSelection
    @Environment(\.fontWidth) private var fontWidth

    var body: some View {
        readings.keyboardShortcut = keyboardShortcut
        readings.scrollDismissesKeyboard = scrollDismissesKeyboard
        readings.allowsTextSelection = allowsTextSelection
        readings.fontWidth = fontWidth
        return Text("Probe")
    }
}

/// Modifiers an iPhone shows nothing of at rest (`help`, `onOpenURL`, `textSelection`,
/// `keyboardShortcut`, `scrollDismissesKeyboard`, `fontWidth` with the one-width pinned font): the
/// frame is the unmodified view's, and what they set reaches the environment.
@MainActor
@Suite struct InertModifierTests {
    private let card = VStack { Text("Title"); Button("Send") {} }

    @Test func theyDrawTheViewExactlyAsItIs() {
        let plain = makeGraph(card).displayList(at: 0)
        let modified: [AnyView] = [
            AnyView(card.help("Sends the message")), AnyView(card.help(Text("Sends"))),
            AnyView(card.onOpenURL { _ in }), AnyView(card.textSelection(.enabled)),
            AnyView(card.keyboardShortcut(.defaultAction)), AnyView(card.keyboardShortcut("s", modifiers: [.command, .shift])),
            AnyView(card.scrollDismissesKeyboard(.immediately)), AnyView(card.fontWidth(.condensed)),
        ]
        for view in modified { #expect(makeGraph(view).displayList(at: 0) == plain) }
    }

    @Test func whatTheySetReachesTheEnvironment() {
        let readings = Readings()
        _ = makeGraph(Probe(readings: readings)
            .keyboardShortcut(.cancelAction).scrollDismissesKeyboard(.interactively).textSelection(.enabled).fontWidth(.expanded))
        #expect(readings.keyboardShortcut == KeyboardShortcut(.escape, modifiers: []))
        #expect(readings.scrollDismissesKeyboard == .interactively)
        #expect(readings.allowsTextSelection)
        #expect(readings.fontWidth?.value == 0.2)
        let defaults = Readings()
        _ = makeGraph(Probe(readings: defaults).textSelection(.disabled).keyboardShortcut(nil))
        #expect(defaults.keyboardShortcut == nil)
        #expect(!defaults.allowsTextSelection)
    }

    @Test func shortcutsAndWidthsHaveUIKitsValues() {
        #expect(KeyboardShortcut.defaultAction.key == .return && KeyboardShortcut.defaultAction.modifiers.isEmpty)
        #expect(KeyboardShortcut("n").modifiers == .command)
        #expect([Font.Width.compressed, .condensed, .standard, .expanded].map(\.value) == [-0.3, -0.2, 0, 0.2])
    }

    @Test func onOpenURLNeverRunsItsAction() {
        var opened = 0
        let graph = makeGraph(card.onOpenURL { _ in opened += 1 })
        graph.update(at: 1)
        #expect(opened == 0)
    }
}
