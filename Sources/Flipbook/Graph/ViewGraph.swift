import FlipbookDisplayList
import Observation

/// The live view tree of one scene run: resolves views into elements, keeps
/// their state, lays them out, animates changes, and emits a display list for
/// any time.
///
/// Bodies are evaluated only when a view's inputs or state change, never per
/// frame; between changes a frame only samples running animations.
@MainActor
public final class ViewGraph {
    private let rootView: any View
    /// The scene's size in points; the root view is proposed this size and centred.
    public let size: CGSize
    /// Pixels per point: leaf frames are rounded to this grid.
    public let pixelScale: Double
    let textMeasurer: any TextMeasuring

    private let rootRecord: CompositeRecord
    private var rootElements: [Element] = []
    private var hasPendingChanges = true
    private var pendingTransaction = Transaction()
    private var pendingScope = 0
    private(set) var time: Double = 0
    private var isUpdating = false
    /// True while re-evaluating animatable views with interpolated data for a frame.
    private(set) var isPresentationPass = false
    private var passSerial = 0
    /// Composite views that are `Animatable`, for presentation passes.
    private var animatableRecords: [ObjectIdentifier: CompositeRecord] = [:]
    /// Geometry groups whose frame animates and views flying to a matched geometry, outermost first.
    private var presentedGeometries: [any PresentedGeometry] = []
    /// The source frame of each matched-geometry id in the last update.
    var matchedFrames: [MatchedKey: CGRect] = [:]
    /// How many `@Namespace`s have been made (the last one's id).
    var namespaceCount = 0
    private var isPresentingGeometries = false
    private(set) var errors: [RenderError] = []
    /// Problems that do not stop rendering (duplicate ids), each reported once.
    public private(set) var warnings: [String] = []

    /// The graph whose script action is running (for `withAnimation` to find it).
    static var active: ViewGraph?
    /// True while resolving a body evaluated in the current update; elements
    /// record it as `isFresh`.
    static var resolvingFreshContent = false

    /// Counts body evaluations (for tests and benchmarks).
    public private(set) var bodyEvaluationCount = 0
    /// Counts updates that changed something.
    public private(set) var updateCount = 0

    public init<Root: View>(root: Root, size: CGSize, pixelScale: Double, textMeasurer: any TextMeasuring) {
        rootView = root
        self.size = size
        self.pixelScale = pixelScale
        self.textMeasurer = textMeasurer
        rootRecord = CompositeRecord(id: .root, viewType: ObjectIdentifier(Root.self), parent: nil)
        rootRecord.graph = self
    }

    // MARK: - Scene time

    /// Actions to run once the current update is done (`onAppear`, `onDisappear`).
    private var afterUpdate: [@MainActor () -> Void] = []
    /// Delayed actions (`afterDelay`), by scene time, in the order they were scheduled.
    private var timers: [(time: Double, order: Int, action: @MainActor () -> Void)] = []
    private var timerOrder = 0

    func enqueueAfterUpdate(_ action: @escaping @MainActor () -> Void) { afterUpdate.append(action) }

    /// Records to re-evaluate in one more round of the current update (branches whose transition
    /// is written as a view, moving from `willAppear` to `identity`).
    private var followUpRecords: [CompositeRecord] = []

    /// Asks for another resolve round at the same time, with `record`'s body evaluated again.
    func requestFollowUpRound(for record: CompositeRecord) { followUpRecords.append(record) }

    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) {
        timerOrder += 1
        timers.append((time + max(0, seconds.isFinite ? seconds : 0), timerOrder, action))
    }

    /// The time of the earliest delayed action, if any.
    public var nextTimerTime: Double? { timers.map(\.time).min() }

    /// Runs the delayed actions due by `time`, each at its own time, in order.
    public func runTimers(through time: Double) {
        while let next = timers.indices.min(by: { (timers[$0].time, timers[$0].order) < (timers[$1].time, timers[$1].order) }),
              timers[next].time <= time {
            let timer = timers.remove(at: next)
            perform(at: timer.time, timer.action)
        }
    }

    /// Runs the actions queued by the last update (appearances), as their own changes.
    private func runAfterUpdateActions() {
        var rounds = 0
        while !afterUpdate.isEmpty, rounds < 10 {
            rounds += 1
            let actions = afterUpdate
            afterUpdate.removeAll()
            let previous = Self.active
            Self.active = self
            TransactionScope.outside {
                for action in actions { action() }
                commitPendingChanges()
            }
            Self.active = previous
        }
    }

    // MARK: - State changes

    /// Called by state storage before a change: marks the owner for update
    /// under the transaction in force.
    func willChangeState(of record: CompositeRecord) {
        if hasPendingChanges, pendingScope != TransactionScope.id, !isUpdating {
            commitPendingChanges()
        }
        if !hasPendingChanges {
            pendingTransaction = TransactionScope.current
            pendingScope = TransactionScope.id
        }
        hasPendingChanges = true
        record.markDirty()
    }

    /// Runs `action` (a button's, a script's) at `time`, then commits what it changed.
    public func perform(at time: Double, _ action: () throws -> Void) rethrows {
        self.time = time
        let previous = Self.active
        Self.active = self
        defer { Self.active = previous }
        try action()
        commitPendingChanges()
    }

    /// Applies pending state changes as one update at the current time.
    func commitPendingChanges() {
        guard hasPendingChanges, !isUpdating else { return }
        update(transaction: pendingTransaction)
        runAfterUpdateActions()
    }

    /// Brings the graph up to date at `time` (the first call builds it).
    public func update(at time: Double) {
        self.time = time
        commitPendingChanges()
    }

    private func update(transaction: Transaction) {
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        var transaction = transaction
        while hasPendingChanges, rounds < 10 {
            hasPendingChanges = false
            rounds += 1
            updateCount += 1
            let context = ResolveContext(graph: self, id: .root, environment: EnvironmentValues(),
                                         owner: rootRecord, inputsChanged: false, stackAxis: nil)
            rootRecord.beginResolve()
            Self.resolvingFreshContent = false
            rootElements = context.resolve(rootView)
            rootRecord.endResolve()
            layoutAndCommit(transaction)
            transaction = pendingTransaction
            if !followUpRecords.isEmpty {
                for record in followUpRecords { record.markDirty() }
                followUpRecords.removeAll()
                hasPendingChanges = true
            }
        }
    }

    private func layoutAndCommit(_ transaction: Transaction) {
        presentedGeometries.removeAll()
        layoutRoot()
        resolveMatchedGeometry(in: rootElements)
        passSerial += 1
        let update = UpdateContext(graph: self, time: time, pixelScale: pixelScale, serial: passSerial,
                                   isPresentation: isPresentationPass)
        for element in rootElements { element.detectChanges(update) }
        for element in rootElements { element.dispatchToFreshBranches(transaction, update) }
        for element in rootElements { element.commit(transaction, update) }
    }

    /// Re-evaluates the bodies of animatable views whose data is animating (and
    /// once more when it has just finished), then lays out and commits without
    /// animation, so the frame at `time` shows them with interpolated data.
    private func presentAnimatableViews(at time: Double) {
        var changed = false
        for record in animatableRecords.values {
            guard let state = record.animatableState else { continue }
            state.sample(at: time)
            if state.isAnimating || record.wasPresentedAnimating {
                record.wasPresentedAnimating = state.isAnimating
                record.markDirty()
                changed = true
            }
        }
        guard changed else { return }
        self.time = time
        isPresentationPass = true
        isUpdating = true
        defer {
            isPresentationPass = false
            isUpdating = false
        }
        let context = ResolveContext(graph: self, id: .root, environment: EnvironmentValues(),
                                     owner: rootRecord, inputsChanged: false, stackAxis: nil)
        rootRecord.beginResolve()
        rootElements = context.resolve(rootView)
        rootRecord.endResolve()
        layoutAndCommit(Transaction())
    }

    /// The root view's size for `proposal` (its ideal size for `.unspecified`), after `update(at:)`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        rootElements.count == 1 ? rootElements[0].sizeThatFits(proposal)
            : LayoutElement(layout: VStackLayout(), children: rootElements, id: .root).sizeThatFits(proposal)
    }

    /// Lays the whole tree out again from scratch (every size cache dropped), for benchmarks.
    public func relayoutForBenchmark() {
        for element in rootElements { element.forEachElement { $0.dropLayoutCache() } }
        layoutRoot()
    }

    private func layoutRoot() {
        let proposal = ProposedViewSize(size)
        // Several root views are stacked vertically, as in a window.
        let root = rootElements.count == 1 ? rootElements[0]
            : LayoutElement(layout: VStackLayout(), children: rootElements, id: .root)
        let fitted = root.sizeThatFits(proposal)
        let origin = CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2)
        root.place(in: CGRect(origin: origin, size: fitted))
    }

    // MARK: - Composite views

    func resolveComposite(_ view: any View, in context: ResolveContext) -> [Element] {
        let record = context.owner.child(at: context.id, type: ObjectIdentifier(type(of: view)))
        let needsBody = record.isDirty || context.inputsChanged || record.body == nil
        if !needsBody, !record.hasDirtyDescendant { return record.elements }
        var inner = context
        inner.owner = record
        inner.id = context.id.appending(.body)
        inner.inputsChanged = needsBody
        let resolveBody = { [self] (shown: any View) -> [Element] in
            let wasFresh = Self.resolvingFreshContent
            Self.resolvingFreshContent = needsBody
            defer { Self.resolvingFreshContent = wasFresh }
            if needsBody {
                record.view = shown
                record.body = evaluateBody(of: shown, record: record, environment: context.environment)
            }
            record.beginResolve()
            defer { record.endResolve() }
            return inner.resolve(record.body!)
        }
        if let animatable = view as? any (View & Animatable), Self.hasAnimatableData(animatable) {
            animatableRecords[ObjectIdentifier(record)] = record
            record.elements = resolveAnimatable(animatable, record: record, context: context, evaluate: resolveBody)
        } else {
            record.elements = resolveBody(view)
        }
        return record.elements
    }

    /// Registers a record whose content changes with time (a keyframe animator) for presentation passes.
    func registerPresented(_ record: CompositeRecord) { animatableRecords[ObjectIdentifier(record)] = record }

    func registerPresentedGeometry(_ group: any PresentedGeometry) {
        guard !isPresentingGeometries, !presentedGeometries.contains(where: { $0 === group }) else { return }
        presentedGeometries.append(group)
    }

    /// Lays out the content of animating geometry groups (and views flying to a matched
    /// geometry) in their presented frames.
    private func presentGeometries(at time: Double) {
        guard !presentedGeometries.isEmpty else { return }
        passSerial += 1
        let update = UpdateContext(graph: self, time: time, pixelScale: pixelScale, serial: passSerial, isPresentation: true)
        isPresentationPass = true
        isPresentingGeometries = true
        defer {
            isPresentationPass = false
            isPresentingGeometries = false
        }
        presentedGeometries = presentedGeometries.filter { $0.present(at: time, update) }
    }

    private static func hasAnimatableData<V: View & Animatable>(_ view: V) -> Bool {
        V.AnimatableData.self != EmptyAnimatableData.self
    }

    private func evaluateBody(of view: any View, record: CompositeRecord, environment: EnvironmentValues) -> any View {
        DynamicPropertyBinder.bind(view, to: record, graph: self, environment: environment)
        bodyEvaluationCount += 1
        return withObservationTracking {
            Self.body(of: view)
        } onChange: { [weak self, weak record] in
            MainActor.assumeIsolated {
                guard let self, let record else { return }
                self.willChangeState(of: record)
            }
        }
    }

    private static func body<V: View>(of view: V) -> any View { view.body }

    // MARK: - Output

    /// The drawing of the scene at `time` (after `update(at:)` for that time).
    public func displayList(at time: Double) -> DisplayList {
        presentAnimatableViews(at: time)
        presentGeometries(at: time)
        var items: [DisplayItem] = []
        for element in rootElements { element.emit(into: &items, at: time) }
        return DisplayList(items)
    }

    /// The labels of every button on screen, in tree order.
    public var buttonLabels: [String] { buttons.map(\.title) }

    /// Presses the button labelled `label` at `time`: runs its action.
    public func tap(_ label: String, at time: Double) throws {
        let matches = buttons.filter { $0.title == label }
        guard let button = matches.first else {
            throw RenderError.unknownTapLabel(label, known: buttonLabels)
        }
        guard matches.count == 1 else { throw RenderError.ambiguousTapLabel(label, count: matches.count) }
        perform(at: time, button.action)
    }

    /// The tap targets on screen, in tree order: those of removed views still playing their
    /// removal are not (SwiftUI does not let them be tapped either).
    private var buttons: [TapTarget] {
        var found: [TapTarget] = []
        func visit(_ element: Element, above: TapTarget?) {
            if element.traits.isDeparting { return }
            let target = element.traits.tapTarget
            // The modifiers around a tappable view have its target too.
            if let target, target !== above { found.append(target) }
            for child in element.children { visit(child, above: target) }
        }
        for element in rootElements { visit(element, above: nil) }
        return found
    }

    /// Every element's frame in scene points at `time`, one per line, indented
    /// by depth: containers and modifiers show their layout frame, leaves the
    /// frame on screen (mid-animation, if animating).
    public func layoutDump(at time: Double) -> String {
        var lines: [String] = []
        func visit(_ element: Element, depth: Int) {
            let frame = (element as? LeafElement)?.presentedFrame(at: time) ?? element.frame
            func number(_ value: CGFloat) -> String {
                let rounded = (value * 1000).rounded() / 1000
                guard rounded.isFinite, abs(rounded) < 1e15 else { return String(Double(rounded)) }
                return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
            }
            lines.append(String(repeating: "  ", count: depth) + element.debugName
                + "  (\(number(frame.minX)), \(number(frame.minY))) \(number(frame.width))×\(number(frame.height))")
            for child in element.children { visit(child, depth: depth + 1) }
        }
        for element in rootElements { visit(element, depth: 0) }
        return lines.joined(separator: "\n")
    }

    // MARK: - Errors and bookkeeping

    func report(_ error: RenderError) {
        if !errors.contains(error) { errors.append(error) }
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    /// Throws the first problem found while updating (bad sizes, bad animations).
    public func checkForErrors() throws {
        if let error = errors.first { throw error }
    }

    func animationStarted() {}
}
