import FlipbookDisplayList

/// The live view tree of one scene run: resolves views into elements, keeps their state,
/// lays them out, animates changes, and emits a display list for any time.
///
/// An update runs the passes of `Graph/Passes/` in order — resolve, layout, post-layout
/// placement, change detection, commit — and a frame runs presentation and emit. Bodies are
/// evaluated only when a view's inputs or state change, never per frame; between changes a frame
/// only samples running animations.
@MainActor
public final class ViewGraph {
    private let rootView: any View
    /// The scene's size in points; the root view is proposed this size and centred.
    public let size: CGSize
    /// The screen's safe area: the root view is laid out inside it, views that ignore it reach
    /// the scene's edges.
    let safeArea: SafeAreaRegion
    /// Pixels per point: leaf frames are rounded to this grid.
    public let pixelScale: Double
    let textMeasurer: any TextMeasuring
    /// PNG files decoded for this run, by path.
    let images = ImageCache()

    private let rootRecord: CompositeRecord
    private(set) var rootElements: [Element] = []
    /// The number of top-level items the last frame had, room made for as many in the next.
    private var lastFrameItemCount = 0
    /// The scene time of the current update.
    private(set) var time: Double = 0 { didSet { wallClock.date = startDate + time } }
    /// Frames per second of the scene run (`TimelineView(.animation)` updates on its frames).
    var frameRate: Double = 60
    private var serial = 0
    private(set) var isUpdating = false
    /// Set while the passes show a frame rather than a change (see `UpdateContext.isPresentation`).
    private(set) var isPresenting = false
    private(set) var pending = PendingChanges()
    let actions = SceneActions()
    /// The scene's tasks (`.task`, `Task { }` in its actions), run on its clock.
    let tasks = SceneTasks()
    /// Which `@FocusState` holds the scene's keyboard focus.
    let focus = SceneFocus()
    /// The scene's `@AppStorage` values, in memory.
    let appStorage = StoredValues()
    /// The scene's `@SceneStorage` values, in memory.
    let sceneStorage = StoredValues()
    /// The scene's date at time 0 (`FlipbookScene.date`): the date a `Timer.publish` tick carries.
    var startDate = EnvironmentValues.defaultStartDate { didSet { wallClock.date = startDate + time } }
    /// What `Date()` and `Date.now` read in the graph's updates, actions, tasks and frames:
    /// `startDate` plus `time`.
    let wallClock = SceneWallClock(date: EnvironmentValues.defaultStartDate)

    // What features do in the passes beyond each element's own work, in the order their hooks run.
    let removalPlacement = RemovalPlacement()
    let matchedGeometry = MatchedGeometryPlacement()
    let animatableBodies = AnimatableBodies()
    let presentedGeometries = PresentedGeometries()
    let layoutContainers = LayoutContainers()
    let participants: [any PassParticipant]

    /// How many rounds an update, or the actions it queues, may take at one time before the
    /// views changing in every round are reported as an error.
    nonisolated static let roundLimit = 10

    /// Problems that stop rendering, each reported once (see `report(_:)`).
    var errors: [RenderError] = []
    /// Problems that do not stop rendering (duplicate ids), each reported once.
    public internal(set) var warnings: [String] = []
    /// Problems with named colours made while a body is evaluated (see `AssetWarnings`).
    let assetWarnings = WarningSink()

    /// Counts body evaluations (for tests and benchmarks).
    public internal(set) var bodyEvaluationCount = 0
    /// Counts updates that changed something.
    public private(set) var updateCount = 0

    /// - Parameter safeAreaInsets: the screen's insets (status bar, home indicator), none by default.
    public init<Root: View>(root: Root, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), pixelScale: Double,
                            textMeasurer: any TextMeasuring) {
        rootView = root
        self.size = size
        safeArea = SafeAreaRegion(screen: size, insets: safeAreaInsets)
        self.pixelScale = pixelScale
        self.textMeasurer = textMeasurer
        participants = [removalPlacement, matchedGeometry, animatableBodies, presentedGeometries]
        rootRecord = CompositeRecord(id: .root, viewType: ObjectIdentifier(Root.self), parent: nil)
        rootRecord.graph = self
        tasks.graph = self
    }

    // MARK: - Changes

    /// Runs `action` (a button's, a script's) at `time`, then commits what it changed.
    public func perform(at time: Double, _ action: () throws -> Void) rethrows {
        self.time = time
        try wallClock.reading {
            try ActionScope.run(in: self) {
                try action()
                tasks.run()
                commitPendingChanges()
            }
            runDispatchedWork()
        }
    }

    /// Brings the graph up to date at `time` (the first call builds it).
    public func update(at time: Double) {
        self.time = time
        wallClock.reading {
            commitPendingChanges()
            runDispatchedWork()
        }
    }

    /// Called by state storage before a change: marks the owner for update
    /// under the transaction in force.
    func willChangeState(of record: CompositeRecord) {
        let scope = ActionScope.current.get()
        if pending.hasChanges, pending.block !== scope?.block, !isUpdating { commitPendingChanges() }
        pending.record(record, transaction: scope?.transaction ?? Transaction(), block: scope?.block)
        actions.noteChange(of: record)
    }

    /// Called before a change that needs a layout but no body (a scroll view's position): an
    /// update under the transaction in force, in which every body is reused.
    func willChangeLayout() {
        let scope = ActionScope.current.get()
        if pending.hasChanges, pending.block !== scope?.block, !isUpdating { commitPendingChanges() }
        pending.recordLayoutChange(transaction: scope?.transaction ?? Transaction(), block: scope?.block)
    }

    /// Applies pending state changes as one update at the current time, then runs the actions it queued.
    func commitPendingChanges() {
        guard pending.hasChanges, !isUpdating else { return }
        update(pending.transaction)
        runQueuedActions()
    }

    /// One update: rounds of the update passes until nothing is left to change (a body that
    /// changed state, a branch whose transition is written as a view moving to `identity`).
    func update(_ transaction: Transaction) {
        isUpdating = true
        defer { isUpdating = false }
        var transaction = transaction
        for _ in 0..<Self.roundLimit where pending.hasChanges {
            pending.startRound()
            updateCount += 1
            runPasses(transaction)
            transaction = pending.transaction
            pending.requestFollowUps()
        }
        if pending.hasChanges { report(.endlessUpdate(views: pending.changedRecords.map(\.viewName))) }
    }

    /// One round of the update passes with `transaction`, at the current time.
    private func runPasses(_ transaction: Transaction) {
        rootElements = ResolvePass(graph: self, isPresentation: isPresenting).run(rootView, record: rootRecord)
        LayoutPass(bounds: safeArea.safeRect, containers: layoutContainers).run(rootElements)
        PlacementPass(graph: self).run(rootElements)
        let update = updateContext(at: time)
        for participant in participants { participant.willCommit() }
        ChangeDetectionPass(update: update).run(rootElements)
        CommitPass(update: update).run(rootElements, transaction)
    }

    /// Asks for another round of the current update at the same time, with `record`'s body
    /// evaluated again (a branch whose transition is written as a view, moving to `identity`).
    func requestFollowUpRound(for record: CompositeRecord) { pending.followUps.append(record) }

    /// The context of the passes after layout, new for each run of them.
    func updateContext(at time: Double) -> UpdateContext {
        serial += 1
        return UpdateContext(graph: self, time: time, pixelScale: pixelScale, serial: serial, isPresentation: isPresenting)
    }

    // MARK: - Frames

    /// The drawing of the scene at `time` (after `update(at:)` for that time).
    public func displayList(at time: Double) -> DisplayList {
        wallClock.reading {
            PresentationPass(graph: self).run(at: time)
            let list = EmitPass(time: time, capacity: lastFrameItemCount).run(rootElements)
            lastFrameItemCount = list.items.count
            return list
        }
    }

    /// Runs `body` as part of a presentation: the frame shown, not a change.
    func presenting(_ body: () -> Void) {
        let was = isPresenting
        isPresenting = true
        defer { isPresenting = was }
        body()
    }

    /// Runs the update passes again at `time` as a presentation, without a transaction (for
    /// `Animatable` bodies evaluated with interpolated data).
    func runPresentationRound(at time: Double) {
        self.time = time
        isUpdating = true
        defer { isUpdating = false }
        presenting { runPasses(Transaction()) }
    }
}
