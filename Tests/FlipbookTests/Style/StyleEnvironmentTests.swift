import Testing
@testable import Flipbook

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
}
