import Foundation
import Observation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// Custom and built-in styles: `PrimitiveButtonStyle`, `GaugeStyle`, `MenuStyle`,
/// `NavigationSplitViewStyle`.
@MainActor
@Suite struct StyleProtocolTests {
    @Observable final class Counter {
        var taps = 0
    }

    /// Runs the action on a tap of the label, as tutorials write a primitive style.
    private struct TapLabelStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(8).onTapGesture { configuration.trigger() }
        }
    }

    /// Shows the label and never triggers.
    private struct InertStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View { configuration.label }
    }

    /// A plain button of the configuration, bordered.
    private struct BorderedConfigurationStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).buttonStyle(.borderedProminent)
        }
    }

    @Test func aPrimitiveStylesGestureTriggersTheButtonForAScriptTap() throws {
        let counter = Counter()
        let graph = makeGraph(Button("Go") { counter.taps += 1 }.buttonStyle(TapLabelStyle()))
        try Tap("Go", at: 0).perform(on: graph)
        // A finger on the label's padding takes it too: "Go" (17 × 21.25) padded by 8, centred.
        try Tap(at: CGPoint(x: 200, y: 132), at: 0.5).perform(on: graph)
        graph.update(at: 1)
        #expect(counter.taps == 2)
        // The label is the style's: no tint of the default style.
        #expect(graph.displayList(at: 1).flattened.first { $0.kind == "text:Go" }?.color == Color.black.rgba)
    }

    /// What a long-press style did.
    @MainActor final class PressLog {
        var triggers = 0
        var pressesBegun = 0
    }

    /// Runs the action on a long press of the label.
    private struct HoldStyle: PrimitiveButtonStyle {
        let log: PressLog
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onLongPressGesture(minimumDuration: 0.5) {
                configuration.trigger()
            } onPressingChanged: { isPressing in
                if isPressing { log.pressesBegun += 1 }
            }
        }
    }

    @Test func aLongPressStyleTriggersOnAScriptsLongPressAndNotOnATap() throws {
        let log = PressLog()
        _ = try runFrames(through: 2.5, script: {
            Tap("Delete", at: 0)
            LongPress("Delete", duration: 1, at: 1)
        }) {
            Button("Delete") { log.triggers += 1 }.buttonStyle(HoldStyle(log: log))
        }
        // The tap began a press too short to count; the hold triggered the button once.
        #expect(log.pressesBegun == 2)
        #expect(log.triggers == 1)
    }

    @Test func aPrimitiveStyleWithoutAGestureLeavesTheButtonUntappableAndDisabledDoesNotTrigger() throws {
        let counter = Counter()
        let inert = makeGraph(Button("Go") { counter.taps += 1 }.buttonStyle(InertStyle()))
        #expect(throws: RenderError.self) { try Tap("Go", at: 0).perform(on: inert) }
        let disabled = makeGraph(Button("Go") { counter.taps += 1 }.buttonStyle(TapLabelStyle()).disabled(true))
        #expect(throws: RenderError.disabledControl(event: "Tap", control: "\"Go\"", time: 0)) {
            try Tap("Go", at: 0).perform(on: disabled)
        }
        disabled.update(at: 1)
        #expect(counter.taps == 0)
    }

    @Test func buttonOfAConfigurationIsARealButtonAndTheInnermostStyleWins() throws {
        let counter = Counter()
        let graph = makeGraph(Button("Go") { counter.taps += 1 }.buttonStyle(BorderedConfigurationStyle()))
        try Tap("Go", at: 0).perform(on: graph)
        graph.update(at: 1)
        #expect(counter.taps == 1)
        // Bordered prominent: white on the tint, 12 × 7 pt padding around "Go" (17 × 21.25): 41 × 35.25
        // centred, drawn on whole pixels.
        let flat = graph.displayList(at: 1).flattened
        #expect(flat.first { $0.kind == "text:Go" }?.color == Color.white.rgba)
        #expect(flat.contains { $0.kind == "shape" && $0.rect == CGRect(x: 180, y: 132, width: 41, height: 36) && $0.color == Color.accentColor.rgba })
        // A plain button style inside a primitive one: the plain style draws the button.
        let inner = makeGraph(Button("Go") {}.buttonStyle(.plain).buttonStyle(TapLabelStyle()))
        #expect(inner.frames(of: "Padding").isEmpty)
    }

    /// Shows the configuration's fraction as text.
    private struct FractionGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Text(verbatim: "\(configuration.value)")
                configuration.currentValueLabel
            }
        }
    }

    @Test func aGaugeStyleGetsTheValueAsAFractionOfTheRange() {
        let graph = makeGraph(Gauge(value: 30, in: 20...60) { Text("Temp") } currentValueLabel: { Text("30°") }
            .gaugeStyle(FractionGaugeStyle()))
        #expect(graph.displayList(at: 0).flattened.compactMap { $0.kind.hasPrefix("text:") ? String($0.kind.dropFirst(5)) : nil }
            == ["Temp", "0.25", "30°"])
    }

    @Test func theCircularCapacityGaugeIsA58PointRingFilledToTheValue() {
        let graph = makeGraph(Gauge(value: 0.5) { Text("Battery") } currentValueLabel: { Text("50") }
            .gaugeStyle(.accessoryCircularCapacity))
        // Centred in 400 × 300: the ring's two circles 3 pt inside the 58 pt frame (52 pt across).
        #expect(graph.frames(of: "Circle") == [[174, 124, 52, 52]])
        #expect(graph.frames(of: "_TrimmedShape<Circle>") == [[174, 124, 52, 52]])
        // The current value label in the centre; the label is not shown.
        #expect(graph.frames(of: "Text(\"Battery\")").isEmpty)
        #expect(graph.frames(of: "Text(\"50\")").count == 1)
        // The linear capacity style is the default.
        let linear = makeGraph(Gauge(value: 0.5) { Text("Battery") }.gaugeStyle(.linearCapacity))
        let automatic = makeGraph(Gauge(value: 0.5) { Text("Battery") })
        #expect(linear.layoutDump(at: 0) == automatic.layoutDump(at: 0))
    }

    /// Puts the menu in a 10 pt padding.
    private struct PaddedMenuStyle: MenuStyle {
        func makeBody(configuration: Configuration) -> some View { Menu(configuration).padding(10) }
    }

    @Test func menuStylesDrawTheClosedMenu() {
        let custom = makeGraph(Menu("More") { Button("Share") {} }.menuStyle(PaddedMenuStyle()))
        #expect(custom.frames(of: "Padding").count == 1)
        #expect(custom.displayList(at: 0).flattened.first { $0.kind == "text:More" }?.color == Color.accentColor.rgba)
        // The button menu style follows the button style; the borderless one does not.
        func color(_ style: some MenuStyle) -> RGBAColor? {
            makeGraph(Menu("More") { Button("Share") {} }.menuStyle(style).buttonStyle(.borderedProminent))
                .displayList(at: 0).flattened.first { $0.kind == "text:More" }?.color
        }
        #expect(color(.button) == Color.white.rgba)
        #expect(color(.automatic) == Color.white.rgba)
        #expect(color(.borderlessButton) == Color.accentColor.rgba)
    }

    @Test func everySplitViewStyleCollapsesToTheSidebarStackOnAnIPhone() {
        func dump(_ style: some NavigationSplitViewStyle) -> String {
            makeGraph(NavigationSplitView {
                List { Text("Inbox"); Text("Sent") }.navigationTitle("Mail")
            } detail: {
                Text("Pick a mailbox")
            }.navigationSplitViewStyle(style)).layoutDump(at: 0)
        }
        let automatic = dump(.automatic)
        #expect(automatic.contains("Text(\"Inbox\")") && !automatic.contains("Pick a mailbox"))
        #expect(dump(.balanced) == automatic)
        #expect(dump(.prominentDetail) == automatic)
    }
}
