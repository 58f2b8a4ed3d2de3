import FlipbookDisplayList

/// A namespace for `matchedGeometryEffect` ids, unique to the view that declares it.
@propertyWrapper @MainActor @preconcurrency
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable { let value: Int }

    let box = NamespaceBox()
    public init() {}
    public var wrappedValue: ID { box.id ?? ID(value: -1) }
}

@MainActor
final class NamespaceBox { var id: Namespace.ID? }

/// Persistent storage of one `@Namespace` property.
@MainActor
final class NamespaceStorage {
    let id: Namespace.ID
    init(id: Namespace.ID) { self.id = id }
}

extension Namespace: GraphBoundProperty {
    func bind(to record: CompositeRecord, graph: ViewGraph, environment: EnvironmentValues, index: inout Int) {
        if index < record.stateStorage.count, let storage = record.stateStorage[index] as? NamespaceStorage {
            box.id = storage.id
        } else {
            let storage = NamespaceStorage(id: graph.makeNamespaceID())
            if index < record.stateStorage.count { record.stateStorage[index] = storage } else { record.stateStorage.append(storage) }
            box.id = storage.id
        }
        index += 1
    }
}

/// Which parts of the geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// Identifies a matched-geometry group: an id within a namespace.
struct MatchedKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

struct MatchedGeometryModifier: ViewModifier, WrappingModifier {
    let key: MatchedKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    typealias Body = Never

    func makeElement(wrapping child: Element, id: ViewID, context: ResolveContext) -> Element {
        MatchedGeometryElement(key: key, properties: properties, anchor: anchor, isSource: isSource,
                               state: context.owner.persistentState(at: id.appending(.secondary)), child: child, id: id)
    }
}

extension View {
    /// Matches this view's geometry with the views sharing `id` in `namespace`:
    /// views that are not the source take the source's frame, and when the source
    /// changes identity in an animated transaction (a card moving from a deck to
    /// a grid), the new view's frame animates from where the old one was.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                   properties: MatchedGeometryProperties = .frame,
                                                   anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedKey(id: AnyHashable(id), namespace: namespace),
                                         properties: properties, anchor: anchor, isSource: isSource))
    }
}

/// A view taking part in matched geometry. Its `shown` frame is where it is
/// drawn: its own frame, except while it flies from (or, removed, toward) the
/// frame of the other view with its id.
final class MatchedGeometryElement: Element {
    let key: MatchedKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    private let state: PersistentState
    private var slot: AnimatedSlot<CGRect.AnimatableData>?
    /// Where the geometry comes from this update (the source's frame, or the new source's when removed).
    private var target: CGRect?
    /// Whether this update flies the view in from another view's frame, or out toward one
    /// (a view that merely moves animates through its leaves, not here).
    private var flies = false
    /// Whether this view (or a view around it) has been removed and is transitioning out.
    var isRemoved = false

    init(key: MatchedKey, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool,
         state: PersistentState, child: Element, id: ViewID) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.state = state
        super.init(.effect, id: id, children: [child])
    }

    /// Sets where this view should be this update: a new view starts from `previous`
    /// (the frame its id had last update), a removed one flies toward `next`.
    func prepare(previous: CGRect?, next: CGRect?, graph: ViewGraph) {
        let destination = isRemoved ? (next ?? frame) : frame
        target = destination
        let existing = state.existingSlot("matched", as: CGRect.AnimatableData.self)
        // A view in flight keeps flying: a new destination retargets the flight.
        flies = isRemoved || (existing?.isAnimating ?? false)
        if slot == nil {
            if existing == nil, let previous, previous != destination { flies = true }
            slot = existing ?? state.slot("matched", initial: (previous ?? destination).animatableData, graph: graph)
        }
    }

    override var isAnimatingItself: Bool? { (slot?.isAnimating ?? false) || wasFlying }

    /// Whether the last frame showed the view in flight.
    private var wasFlying: Bool {
        get { state[value: "wasFlying"] as? Bool ?? false }
        set { state[value: "wasFlying"] = newValue }
    }

    override func detectOwnChanges(_ update: UpdateContext) -> Bool {
        guard let slot, let target else { return false }
        return slot.wouldChange(to: target.animatableData)
    }

    /// In flight, the content is laid out in the flying frame every frame, so its own frames do
    /// not animate as well.
    override func transactionForChildren(_ transaction: Transaction, _ update: UpdateContext) -> Transaction {
        guard flies || (slot?.isAnimating ?? false) else { return transaction }
        var inner = transaction
        inner[FramesFollowGroupKey.self] = true
        return inner
    }

    override func commitOwn(_ transaction: Transaction, _ update: UpdateContext) {
        guard let slot, let target else { return }
        if !update.isPresentation {
            slot.update(to: target.animatableData, transaction: flies ? transaction : Transaction(), time: update.time)
        }
        if slot.isAnimating || wasFlying { update.graph.registerPresentedGeometry(self) }
    }
}

extension MatchedGeometryElement: PresentedGeometry {
    /// Lays the content out in the frame the view has in flight at `time` (proposed its size,
    /// centred), as SwiftUI does: text keeps its size while the card around it grows.
    func present(at time: Double, _ update: UpdateContext) -> Bool {
        guard let slot else { return false }
        let flying = slot.isAnimating
        guard flying || wasFlying else { return false }
        wasFlying = flying
        var shown = CGRect.zero
        shown.animatableData = slot.presented(at: time)
        let rect = flying ? matchedFrame(following: shown) : frame
        for child in children {
            let size = child.sizeThatFits(ProposedViewSize(rect.size))
            child.place(in: CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                                   width: size.width, height: size.height))
        }
        commitPresentedChildren(update)
        return flying
    }
}

extension ViewGraph {
    /// A fresh namespace identity, unique within this graph.
    func makeNamespaceID() -> Namespace.ID {
        namespaceCount += 1
        return Namespace.ID(value: namespaceCount)
    }

    /// After layout: views that are not the source take their source's frame,
    /// and every matched view learns where it flies from or to.
    func resolveMatchedGeometry(in roots: [Element]) {
        guard namespaceCount > 0 else { return }
        var matched: [MatchedGeometryElement] = []
        func collect(_ element: Element, removed: Bool) {
            let removed = removed || element.traits.isDeparting
            if let element = element as? MatchedGeometryElement {
                element.isRemoved = removed
                matched.append(element)
            }
            for child in element.children { collect(child, removed: removed) }
        }
        for root in roots { collect(root, removed: false) }
        var sources: [MatchedKey: [MatchedGeometryElement]] = [:]
        for element in matched where element.isSource && !element.isRemoved { sources[element.key, default: []].append(element) }
        for (key, group) in sources where group.count > 1 {
            warn("matchedGeometryEffect: \(group.count) views are the source for id \(key.id); give all but one isSource: false")
        }
        for element in matched where !element.isSource && !element.isRemoved {
            guard let source = sources[element.key]?.first else { continue }
            element.place(in: element.matchedFrame(following: source.frame))
        }
        let previous = matchedFrames
        matchedFrames = sources.mapValues { $0[0].frame }
        for element in matched {
            element.prepare(previous: previous[element.key], next: matchedFrames[element.key], graph: self)
        }
    }
}

extension MatchedGeometryElement {
    /// This view's frame when it follows a source of frame `source` (matching the chosen properties).
    func matchedFrame(following source: CGRect) -> CGRect {
        let size = properties.contains(.size) ? source.size : frame.size
        guard properties.contains(.position) else { return CGRect(origin: frame.origin, size: size) }
        let point = anchor.point(in: source)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}
