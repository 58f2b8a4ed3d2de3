/// A scene to render: a root view, its size and timing, and a script of taps
/// and actions. Frame `i` shows the scene at time `i / fps`.
///
///     static let grow = FlipbookScene("grow", size: CGSize(width: 400, height: 300), duration: 1.5) {
///         Tap("Grow", at: 0.25)
///     } content: {
///         GrowDemo()
///     }
public struct FlipbookScene: Sendable {
    /// The scene's name: lowercase letters, digits and dashes (`implicit-animation`).
    public let name: String
    /// Size in points.
    public var size: CGSize
    /// Pixels per point (1, 2 or 3).
    public var scale: Double
    /// Frames per second.
    public var fps: Int
    /// Length in seconds.
    public var duration: Double
    /// The screen's safe area, as an iPhone's status bar and home indicator leave it: the root
    /// view is laid out inside it, and views that ignore it (`ignoresSafeArea()`) reach the scene's
    /// edges. None by default; device previews have their device's.
    public var safeAreaInsets = EdgeInsets()
    /// Colour behind the root view (`.clear` gives transparent frames); by default iOS's system
    /// background, white in the light appearance and black in the dark.
    public var background: Color
    /// The scene's appearance, as an iPhone's setting: system colours and the default background
    /// follow it. A `preferredColorScheme` in the views overrides it, as on an iPhone.
    public var colorScheme: ColorScheme = .light
    /// The scene's clock at time 0: frame `i` shows `date + i / fps`. `Text(date, style:)` and
    /// relative dates count from it, so frames never depend on the wall clock. Default: 9:41:00 UTC
    /// on 9 September 2024 (views show it in UTC, en_US, unless the environment says otherwise).
    public var date = EnvironmentValues.defaultStartDate
    /// Whether the viewer asked to reduce motion: the scene's views read it as
    /// `@Environment(\.accessibilityReduceMotion)`, and Flipbook's alerts appear without zooming.
    public var accessibilityReduceMotion = false
    /// Reduce Motion's Prefer Cross-Fade Transitions option; it counts only with
    /// `accessibilityReduceMotion` on (`@Environment(\.accessibilityPrefersCrossFadeTransitions)` is
    /// true when both are). Navigation, sheets and full-screen covers then cross-fade instead of sliding.
    public var accessibilityPrefersCrossFadeTransitions = false
    /// What the scene's `http(s):` requests (`URLSession`, `AsyncImage`) are answered with; none by
    /// default, so every such request fails as offline. See ``SampleResponses``.
    public var sampleResponses: SampleResponses?
    /// The iPhone's Text Size setting: text in text styles (and `@ScaledMetric` values) take
    /// their size at it. Default `.large`.
    public var dynamicTypeSize = DynamicTypeSize.large
    /// A one-line summary shown by `flipbook list`.
    public var summary: String
    /// Times (seconds) whose frames are checked against golden frames; by
    /// default the start, the quarter points and the last frame (also when `goldenTimeChoice` is
    /// `.automatic`, whose times only a run of the scene tells).
    public var goldenTimes: [Double] {
        get {
            if case .times(let times) = chosenGoldenTimes { return times }
            return [0, 0.25, 0.5, 0.75].map { $0 * duration } + [Double(frameCount - 1) / Double(fps)]
        }
        set { chosenGoldenTimes = .times(newValue) }
    }
    /// How the golden times are chosen: given times (the default ones unless set), or `.automatic`.
    public var goldenTimeChoice: GoldenTimes { chosenGoldenTimes ?? .times(goldenTimes) }
    private var chosenGoldenTimes: GoldenTimes?

    /// This scene with golden frames at `times` (seconds).
    public func goldenTimes(_ times: [Double]) -> FlipbookScene {
        var scene = self
        scene.goldenTimes = times
        return scene
    }

    /// This scene with golden frames chosen as `choice` says (`.automatic`: by its motion).
    public func goldenTimes(_ choice: GoldenTimes) -> FlipbookScene {
        var scene = self
        scene.chosenGoldenTimes = choice
        return scene
    }
    let makeRun: @MainActor @Sendable () -> (root: AnyView, script: [any ScriptEvent])

    public init<Content: View>(
        _ name: String, size: CGSize, scale: Double = 1, fps: Int = 60, duration: Double,
        background: Color = Color(UIColor.systemBackground), summary: String = "",
        @ScriptBuilder script: @escaping @MainActor @Sendable () -> [any ScriptEvent] = { [] },
        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) {
        self.init(name, size: size, scale: scale, fps: fps, duration: duration, background: background, summary: summary,
                  model: {}, script: { _ in return script() }, content: { _ in content() })
    }

    /// A scene whose script and view share a model made afresh for every run
    /// (an `@Observable` class, say), so `At` actions can change it.
    public init<Model, Content: View>(
        _ name: String, size: CGSize, scale: Double = 1, fps: Int = 60, duration: Double,
        background: Color = Color(UIColor.systemBackground), summary: String = "",
        model: @escaping @MainActor @Sendable () -> Model,
        @ScriptBuilder script: @escaping @MainActor @Sendable (Model) -> [any ScriptEvent],
        @ViewBuilder content: @escaping @MainActor @Sendable (Model) -> Content
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.fps = fps
        self.duration = duration
        self.background = background
        self.summary = summary
        makeRun = {
            let instance = model()
            return (AnyView(content(instance)), script(instance))
        }
    }

    /// Number of frames: `duration × fps`, at least one.
    public var frameCount: Int {
        let frames = (duration * Double(fps)).rounded()
        return frames.isFinite ? max(1, Int(min(frames, 1_000_000))) : 1
    }

    /// Size in pixels at `scale`.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        func pixels(_ points: CGFloat) -> Int {
            let value = (points * scale).rounded()
            return value.isFinite ? max(1, Int(min(value, 100_000))) : 1
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// What is wrong with the scene's settings, if anything, as one line naming the fix.
    public var validationError: String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        if name.isEmpty || !name.allSatisfy(allowed.contains) {
            return "scene name \"\(name)\" must be lowercase letters, digits and dashes"
        }
        if !(size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0) {
            return "scene \(name): size must be positive and finite (got \(size.width)x\(size.height))"
        }
        if let problem = Self.scaleProblem(scale) { return "scene \(name): \(problem)" }
        if let problem = Self.fpsProblem(fps) { return "scene \(name): \(problem)" }
        if !(duration.isFinite && duration > 0 && duration <= 3600) {
            return "scene \(name): duration must be between 0 and 3600 seconds (got \(duration))"
        }
        return nil
    }

    /// Why a pixel scale cannot be used, if it cannot.
    public static func scaleProblem(_ scale: Double) -> String? {
        scale.isFinite && scale >= 1 && scale <= 4 ? nil : "scale must be between 1 and 4 (got \(scale))"
    }

    /// Why a frame rate cannot be used, if it cannot.
    public static func fpsProblem(_ fps: Int) -> String? {
        fps >= 1 && fps <= 240 ? nil : "fps must be between 1 and 240 (got \(fps))"
    }
}
