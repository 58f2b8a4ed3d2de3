import FlipbookDisplayList

/// One run of a scene through time: builds its view graph, performs script
/// events at their exact times, and gives the drawing of any frame. Frames
/// must be asked for in increasing order.
@MainActor
public final class SceneRun {
    public let scene: FlipbookScene
    public let graph: ViewGraph
    private let appearance: SceneAppearance
    private let events: [any ScriptEvent]
    private var nextEvent = 0
    private var lastTime = -Double.infinity
    /// Called before each script event is performed (for traces).
    public var onEvent: ((any ScriptEvent) -> Void)?

    /// Builds the scene's view graph at time 0; throws when the scene's settings or script are bad.
    ///
    /// - Parameters:
    ///   - scene: the scene to run.
    ///   - scale: pixels per point for this run (frames are rounded to its grid).
    ///   - textMeasurer: measures text for layout (pango in the renderer, a fake in tests).
    public init(scene: FlipbookScene, scale: Double, textMeasurer: any TextMeasuring) throws {
        if let problem = scene.validationError { throw SceneError(message: problem) }
        self.scene = scene
        // The preview's or scene's closure runs here, before its graph exists: its warnings join the
        // graph's, and the views it makes (`@State var end = Date.now + 60`) read the scene's date.
        let earlyWarnings = WarningSink()
        let content = SceneWallClock(date: scene.date).reading {
            AssetWarnings.$sink.withValue(earlyWarnings) { scene.makeRun() }
        }
        appearance = SceneAppearance(scheme: scene.colorScheme)
        graph = ViewGraph(root: SceneRoot(appearance: appearance, startDate: scene.date,
                                          reduceMotion: scene.accessibilityReduceMotion,
                                          prefersCrossFade: scene.accessibilityPrefersCrossFadeTransitions,
                                          dynamicTypeSize: scene.dynamicTypeSize, background: scene.background,
                                          content: content.root), size: scene.size,
                          safeAreaInsets: scene.safeAreaInsets,
                          pixelScale: scale, textMeasurer: textMeasurer)
        for message in earlyWarnings.take() { graph.warn(message) }
        graph.tasks.sampleResponses = scene.sampleResponses
        graph.frameRate = Double(scene.fps)
        graph.startDate = scene.date
        events = content.script.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
        for event in events where !(event.time.isFinite && event.time >= 0 && event.time <= scene.duration) {
            throw SceneError(message: "scene \(scene.name): \(event.summary) is outside the scene's 0…\(scene.duration) s")
        }
        graph.update(at: 0)
        do { try graph.checkForErrors() } catch { throw SceneError(message: "scene \(scene.name): \(error)") }
    }

    /// The scene at `time`: performs the script events due by then, in order,
    /// each at its own time, and returns the drawing.
    public func displayList(at time: Double) throws -> DisplayList {
        precondition(time >= lastTime, "frames must be requested in increasing time")
        lastTime = time
        while true {
            let eventTime = nextEvent < events.count ? events[nextEvent].time : .infinity
            // Delayed actions due before the next script event run first, at their own times.
            if let timerTime = graph.nextTimerTime, timerTime <= time, timerTime < eventTime {
                graph.runTimers(through: min(eventTime, time))
                continue
            }
            guard eventTime <= time else { break }
            let event = events[nextEvent]
            nextEvent += 1
            onEvent?(event)
            do {
                try event.perform(on: graph)
            } catch let error as RenderError {
                throw SceneError(message: "scene \(scene.name): \(event.summary): \(error)")
            }
        }
        graph.update(at: time)
        do { try graph.checkForErrors() } catch { throw SceneError(message: "scene \(scene.name): \(error)") }
        let list = graph.displayList(at: time)
        // Drawing can find problems too (a canvas drawing a missing image).
        do { try graph.checkForErrors() } catch { throw SceneError(message: "scene \(scene.name): \(error)") }
        return list
    }

    /// The scene's appearance now: its own setting, or what a `preferredColorScheme` in it asks for.
    public var colorScheme: ColorScheme { appearance.colorScheme }

    /// The colour behind the views now (the scene's background in its current appearance).
    public var background: RGBAColor {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        return scene.background.resolvedColor(in: environment).rgba
    }

    /// The times of the script's events, in order.
    public var scriptTimes: [Double] { events.map(\.time) }

    /// The script's events as they print (`Tap("Grow", at: 0.25)`), in order.
    public var scriptSummaries: [String] { events.map(\.summary) }

    /// The time of frame `index`: `index / fps`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(scene.fps) }
}

/// A scene that cannot be run as written, with a one-line explanation.
public struct SceneError: Error, CustomStringConvertible, Equatable {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
