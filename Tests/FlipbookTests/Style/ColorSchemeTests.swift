@testable import Flipbook
import FlipbookDisplayList
import Foundation
import Testing
import FlipbookTestSupport

/// Colours in the light and dark appearances: iOS 17's values, the environment and scene settings
/// that choose between them, and colours made from components.
@MainActor
@Suite struct ColorSchemeTests {
    private func bytes(_ color: Color, _ scheme: ColorScheme) -> [Int] {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let c: Color.Resolved = color.resolve(in: environment)
        let components: [Float] = [c.red, c.green, c.blue]
        return components.map { Int(($0 * 255).rounded()) } + [Int((c.opacity * 100).rounded())]
    }

    @Test func systemColoursHaveIOSLightAndDarkValues() {
        #expect(bytes(.red, .light) == [255, 59, 48, 100])
        #expect(bytes(.red, .dark) == [255, 69, 58, 100])
        #expect(bytes(.blue, .dark) == [10, 132, 255, 100])
        #expect(bytes(.primary, .light) == [0, 0, 0, 100])
        #expect(bytes(.primary, .dark) == [255, 255, 255, 100])
        #expect(bytes(.secondary, .dark) == [235, 235, 245, 60])
        #expect(bytes(.white, .dark) == [255, 255, 255, 100])
    }

    @Test func uiKitSemanticColoursHaveIOSLightAndDarkValues() {
        #expect(bytes(Color(.systemBackground), .dark) == [0, 0, 0, 100])
        #expect(bytes(Color(.secondarySystemBackground), .light) == [242, 242, 247, 100])
        #expect(bytes(Color(.secondarySystemBackground), .dark) == [28, 28, 30, 100])
        #expect(bytes(Color(.systemGroupedBackground), .dark) == [0, 0, 0, 100])
        #expect(bytes(Color(uiColor: .separator), .light) == [60, 60, 67, 29])
        #expect(bytes(Color(uiColor: .separator), .dark) == [84, 84, 88, 60])
        #expect(bytes(Color(.systemFill), .dark) == [120, 120, 128, 36])
        #expect(bytes(Color(.link), .dark) == [9, 132, 255, 100])
        #expect(bytes(Color(.systemGray6), .dark) == [28, 28, 30, 100])
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .yellow : .blue }
        #expect(bytes(Color(dynamic), .light) == [0, 0, 255, 100])
        #expect(bytes(Color(dynamic), .dark) == [255, 255, 0, 100])
    }

    @Test func coloursFromComponentsLiteralsAndOtherSpaces() {
        #expect(bytes(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5), .dark) == [255, 128, 0, 50])
        #expect(bytes(Color(.sRGBLinear, red: 0.2159, green: 0, blue: 1), .light) == [128, 0, 255, 100])
        // Display P3's red is outside sRGB: its red component goes past 1, green and blue below 0.
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolved
        #expect(abs(p3.red - 1.0931) < 0.001 && abs(p3.green - (-0.2267)) < 0.001 && abs(p3.blue - (-0.1501)) < 0.001)
        #expect(bytes(Color(white: 0.5, opacity: 0.25), .light) == [128, 128, 128, 25])
        #expect(bytes(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), .light) == [51, 102, 153, 100])
        let literal: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(bytes(Color(literal), .dark) == [255, 0, 0, 50])
        #expect(bytes(Color(hue: 0.5, saturation: 1, brightness: 1), .light) == [0, 255, 255, 100])
    }

    @Test func theEnvironmentsSchemeResolvesColoursBelowIt() {
        let graph = makeGraph(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Text("x")
        }.environment(\.colorScheme, .dark))
        let list = graph.displayList(at: 0)
        #expect(list.flattened.map(\.color) == [Color.red.dark, Color.primary.dark].map { Color($0).rgba })
    }

    @Test func hierarchicalLevelsOnTheLabelColourAreTheLabelColours() {
        let graph = makeGraph(VStack {
            Text("a").foregroundStyle(.secondary)
            Rectangle().fill(.tertiary).frame(width: 4, height: 4)
            VStack { Text("b").foregroundStyle(.secondary) }.foregroundStyle(.blue)
            // The text's own colour wins over a style set outside it, as in SwiftUI.
            Text("c").foregroundStyle(.blue).foregroundStyle(.secondary)
        })
        #expect(graph.displayList(at: 0).flattened.map(\.color) == [
            Color(.secondaryLabel).rgba, Color(.tertiaryLabel).rgba, Color.blue.opacity(0.6).rgba, Color.blue.rgba,
        ])
    }

    @Test func preferredColorSchemeTurnsTheWholeSceneDarkFromItsFirstFrame() throws {
        let scene = FlipbookScene("prefers-dark", size: CGSize(width: 100, height: 60), duration: 1) {
            VStack {
                Text("outside")
                Text("inside").preferredColorScheme(.dark)
            }
        }
        let run = try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer())
        let list = try run.displayList(at: 0)
        #expect(run.colorScheme == .dark)
        #expect(run.background == RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(list.flattened.map(\.color) == [Color.white.rgba, Color.white.rgba])
    }

    @Test func aSceneSetToDarkHasADarkBackgroundUnlessItSetsItsOwn() throws {
        var scene = FlipbookScene("dark", size: CGSize(width: 10, height: 10), duration: 1) { Color.clear }
        #expect(try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer()).background == Color.white.rgba)
        scene.colorScheme = .dark
        #expect(try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer()).background == Color.black.rgba)
        scene.background = .orange
        #expect(try SceneRun(scene: scene, scale: 1, textMeasurer: FakeTextMeasurer()).background == Color(Color.orange.dark).rgba)
    }
}
