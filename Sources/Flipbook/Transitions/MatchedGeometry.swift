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
            let storage = NamespaceStorage(id: graph.matchedGeometry.makeNamespaceID())
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
