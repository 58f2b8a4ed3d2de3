/// One view per element of a collection, each identified by the element's id,
/// so that inserting or removing data inserts or removes exactly those views.
///
///     ForEach(cards) { card in CardView(card: card) }
///     ForEach(0..<count, id: \.self) { index in Text("\(index)") }
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// What the rows it makes in a list can do: `onDelete`, `onMove`.
    var editActions = ListRowEditActions()

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, identified by their offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = { $0 }
    }
}

extension ForEach: PrimitiveView {
    func resolve(in context: ResolveContext) -> [Element] {
        var seen: Set<ID> = []
        var branches: [(component: ViewID.Component, view: any View)] = []
        let data = (self.data as? any ResolvedData)?.resolved(in: context) as? Data ?? self.data
        for (offset, item) in data.enumerated() {
            let id = identify(item)
            var component = ViewID.Component.explicit(AnyHashable(id))
            if !seen.insert(id).inserted {
                context.graph.warn("ForEach: the id \(id) appears more than once; the repeats are identified by position (give every element a unique id)")
                component = .explicit(AnyHashable(DuplicateID(id: AnyHashable(id), offset: offset)))
            }
            branches.append((component, content(item)))
        }
        let elements = context.resolveBranches(branches)
        guard !editActions.isEmpty else { return elements }
        // Each current branch's element learns its offset (a branch is one component below here).
        let depth = context.id.components.count + 1
        var offsets: [ViewID: Int] = [:]
        for (offset, branch) in branches.enumerated() { offsets[context.id.appending(branch.component)] = offset }
        for element in elements where !element.traits.isDeparting {
            if let offset = offsets[element.id.prefix(depth)] {
                element.traits.listRowEditing = ListRowEditing(actions: editActions, offset: offset, source: context.id)
            }
        }
        return elements
    }
}

/// The identity given to a repeated ForEach id: deterministic, by position.
private struct DuplicateID: Hashable {
    let id: AnyHashable
    let offset: Int
}

struct IDModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID
    typealias Body = Never
    func resolve(content: any View, in context: ResolveContext) -> [Element] {
        context.resolveBranches([(.explicit(AnyHashable(id)), content)])
    }
}

extension View {
    /// Gives the view an explicit identity: when `id` changes, the old view is
    /// removed (its state discarded) and a new one inserted.
    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(IDModifier(id: id)) }
}
