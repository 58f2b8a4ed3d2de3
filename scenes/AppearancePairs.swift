import Flipbook

extension FlipbookScene {
    /// A gallery in both appearances, `name` and `name-dark`, at 2× and golden at `goldenTimes`
    /// (its first frame unless given): a light and a dark iPhone showing the same view.
    static func lightAndDark<Content: View>(
        _ name: String, size: CGSize, duration: Double = 0.1, goldenTimes: [Double] = [0], summary: String,
        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) -> [FlipbookScene] {
        ColorScheme.allCases.map { scheme in
            var scene = FlipbookScene(scheme == .light ? name : name + "-dark", size: size, scale: 2, duration: duration,
                                      summary: summary + (scheme == .light ? "" : " (dark)"), content: content)
                .goldenTimes(goldenTimes)
            scene.colorScheme = scheme
            return scene
        }
    }
}
