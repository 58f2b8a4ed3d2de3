import Foundation
import Testing
@testable import Flipbook
import FlipbookDisplayList

/// The app's accent colour: a catalogue's `AccentColor` colour set, else system blue, and every
/// control's default tint drawn in it.
@MainActor
@Suite struct AccentColorTests {
    /// `Fixtures/Fixture.xcassets/AccentColor.colorset`: 8-bit (230, 77, 26) light, (255, 128, 64) dark.
    private let accent = AccentColor.color(in: AssetCatalogTests.fixtures)

    private static func rgba(_ r: Int, _ g: Int, _ b: Int) -> RGBAColor {
        lightRGBA(Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255))
    }

    @Test func theAccentIsTheCataloguesAccentColorElseSystemBlue() throws {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let accent = try #require(accent)
        #expect(lightRGBA(accent) == Self.rgba(230, 77, 26))
        #expect(accent.resolvedColor(in: dark).rgba == Self.rgba(255, 128, 64))
        // The test runner's bundles have no AccentColor colour set: the accent is system blue.
        #expect(AccentColor.color(in: nil) == nil)
        #expect(Color.accentColor == .blue)
        #expect(EnvironmentValues().tintColor == .blue)
    }

    private struct Controls: View {
        @State private var bold = true
        var body: some View {
            VStack {
                Button("Go") {}
                Slider(value: .constant(0.5))
                ProgressView(value: 0.5)
                Toggle("Bold", isOn: $bold).toggleStyle(.button)
                Toggle("Wi-Fi", isOn: $bold)
                Button("Stop") {}.tint(.red)
            }
        }
    }

    private func colors(_ scheme: ColorScheme) throws -> (go: RGBAColor, stop: RGBAColor, shapes: Set<RGBAColor>) {
        let graph = makeGraph(Controls().environment(\.accentColor, try #require(accent)).environment(\.colorScheme, scheme),
                              size: CGSize(width: 400, height: 400))
        let items = graph.displayList(at: 0).flattened
        let go = try #require(items.first { $0.kind == "text:Go" }).color
        let stop = try #require(items.first { $0.kind == "text:Stop" }).color
        return (go, stop, Set(items.filter { $0.kind == "shape" }.map(\.color)))
    }

    @Test func controlsWithoutATintDrawInTheAccent() throws {
        let light = try colors(.light)
        #expect(light.go == Self.rgba(230, 77, 26))
        #expect(light.stop == lightRGBA(.red))
        // The slider's and the progress bar's fills, and the button-style toggle's 15 % backdrop.
        #expect(light.shapes.contains(Self.rgba(230, 77, 26)))
        var backdrop = Self.rgba(230, 77, 26)
        backdrop.alpha = Double(Float(0.15))
        #expect(light.shapes.contains(backdrop))
        // A switch is green when on, whatever the accent; nothing draws system blue.
        #expect(light.shapes.contains(lightRGBA(.green)))
        #expect(!light.shapes.contains(lightRGBA(.blue)) && light.go != lightRGBA(.blue))
        let dark = try colors(.dark)
        #expect(dark.go == Self.rgba(255, 128, 64))
        #expect(dark.shapes.contains(Self.rgba(255, 128, 64)))
    }
}
