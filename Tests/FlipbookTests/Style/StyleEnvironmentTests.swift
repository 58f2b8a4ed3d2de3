import Testing
@testable import Flipbook
import FlipbookDisplayList

extension EnvironmentValues {
    /// A value of the tests' own, read by a style.
    @Entry var styleTestSwatch: Color = Color(red: 0, green: 0, blue: 1)
}

/// What the styles below draw: green in the light, red in the dark; yellow for a custom value.
private let light = Color(red: 0, green: 1, blue: 0), dark = Color(red: 1, green: 0, blue: 0)
private let custom = Color(red: 1, green: 1, blue: 0)

@MainActor
@Suite struct StyleEnvironmentTests {
    /// Red when enabled, grey when not, read from the environment where the button is.
    private struct EnabledAware: ButtonStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.frame(width: 50, height: 20).background(isEnabled ? Color.red : Color.gray)
        }
    }

    @Test func aButtonStylesEnvironmentIsReadWhereTheButtonIs() {
        let list = makeGraph(VStack {
            Button("On") {}.buttonStyle(EnabledAware())
            Button("Off") {}.buttonStyle(EnabledAware()).disabled(true)
        }, size: CGSize(width: 100, height: 100)).displayList(at: 0).flattened
        let colors = list.filter { $0.kind == "shape" }.map(\.color)
        #expect(colors == [lightRGBA(.red), lightRGBA(.gray)])
    }

    // Every other style: set once around two controls, it reads each control's own environment.

    /// A 10-point square of `color`: what the styles below draw, so that only their reading shows.
    private struct Swatch: View {
        let color: Color
        var body: some View { Rectangle().fill(color).frame(width: 10, height: 10) }
    }

    /// The fills of the shapes `view` draws, in drawing order.
    private func fills<V: View>(_ view: V) -> [RGBAColor] {
        makeGraph(view, size: CGSize(width: 300, height: 300)).displayList(at: 0).flattened.filter { $0.kind == "shape" }.map(\.color)
    }

    private struct SchemeLabelStyle: LabelStyle {
        @Environment(\.colorScheme) private var scheme
        func makeBody(configuration: Configuration) -> some View { Swatch(color: scheme == .dark ? dark : light) }
    }

    @Test func aLabelStyleReadsTheColorSchemeWhereTheLabelIs() {
        let view = VStack {
            Label("Light", systemImage: "star")
            Label("Dark", systemImage: "star").environment(\.colorScheme, .dark)
        }.labelStyle(SchemeLabelStyle())
        #expect(fills(view) == [lightRGBA(light), lightRGBA(dark)])
    }

    private struct EnabledProgressStyle: ProgressViewStyle {
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View { Swatch(color: isEnabled ? light : dark) }
    }

    @Test func aProgressViewStyleReadsIsEnabledWhereTheProgressViewIs() {
        let view = VStack {
            ProgressView(value: 0.5)
            ProgressView(value: 0.5).disabled(true)
        }.progressViewStyle(EnabledProgressStyle())
        #expect(fills(view) == [lightRGBA(light), lightRGBA(dark)])
    }

    private struct EntryGaugeStyle: GaugeStyle {
        @Environment(\.styleTestSwatch) private var swatch
        func makeBody(configuration: Configuration) -> some View { Swatch(color: swatch) }
    }

    @Test func aGaugeStyleReadsACustomEntryWhereTheGaugeIs() {
        let view = VStack {
            Gauge(value: 0.5) { Text("Default") }
            Gauge(value: 0.5) { Text("Set") }.environment(\.styleTestSwatch, custom)
        }.gaugeStyle(EntryGaugeStyle())
        #expect(fills(view) == [lightRGBA(Color(red: 0, green: 0, blue: 1)), lightRGBA(custom)])
    }

    private struct SchemeMenuStyle: MenuStyle {
        @Environment(\.colorScheme) private var scheme
        func makeBody(configuration: Configuration) -> some View { Swatch(color: scheme == .dark ? dark : light) }
    }

    @Test func aMenuStyleReadsTheColorSchemeWhereTheMenuIs() {
        let view = VStack {
            Menu("Light") { Button("A") {} }
            Menu("Dark") { Button("A") {} }.environment(\.colorScheme, .dark)
        }.menuStyle(SchemeMenuStyle())
        #expect(fills(view) == [lightRGBA(light), lightRGBA(dark)])
    }

    private struct EntryFormStyle: FormStyle {
        @Environment(\.styleTestSwatch) private var swatch
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                Swatch(color: swatch)
                configuration.content
            }
        }
    }

    @Test func aFormStyleReadsACustomEntryWhereTheFormIs() {
        let view = VStack {
            Form { Text("Default") }
            Form { Text("Set") }.environment(\.styleTestSwatch, custom)
        }.formStyle(EntryFormStyle())
        #expect(fills(view) == [lightRGBA(Color(red: 0, green: 0, blue: 1)), lightRGBA(custom)])
    }

    private struct SchemePrimitiveStyle: PrimitiveButtonStyle {
        @Environment(\.colorScheme) private var scheme
        func makeBody(configuration: Configuration) -> some View { Swatch(color: scheme == .dark ? dark : light) }
    }

    @Test func aPrimitiveButtonStyleReadsTheColorSchemeWhereTheButtonIs() {
        let view = VStack {
            Button("Light") {}
            Button("Dark") {}.environment(\.colorScheme, .dark)
        }.buttonStyle(SchemePrimitiveStyle())
        #expect(fills(view) == [lightRGBA(light), lightRGBA(dark)])
    }

    private struct SchemeToggleStyle: ToggleStyle {
        @Environment(\.colorScheme) private var scheme
        func makeBody(configuration: Configuration) -> some View { Swatch(color: scheme == .dark ? dark : light) }
    }

    @Test func aToggleStyleReadsTheColorSchemeWhereTheToggleIs() {
        let view = VStack {
            Toggle("Light", isOn: .constant(true))
            Toggle("Dark", isOn: .constant(true)).environment(\.colorScheme, .dark)
        }.toggleStyle(SchemeToggleStyle())
        #expect(fills(view) == [lightRGBA(light), lightRGBA(dark)])
    }
}
