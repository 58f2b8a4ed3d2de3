/// A tree of rows: each element's row, and for an element with children (the `children` key
/// path gives a collection, not nil) a `DisclosureGroup` whose label is its row and whose content
/// is its children's rows, 16 pt further in, collapsed at first. Tapping a row with children
/// expands it, as on iOS.
///
///     OutlineGroup(folders, children: \.subfolders) { Text($0.name) }
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let elements: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    init(elements: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.elements = elements
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(elements, id: id) { element in row(element) }
    }

    private func row(_ element: Data.Element) -> AnyView {
        guard let nested = element[keyPath: children] else { return AnyView(content(element)) }
        let subgroup = OutlineGroup(elements: Array(nested), id: id, children: children, content: content)
        return AnyView(DisclosureGroup(content: { OutlineSubgroupChildren(content: subgroup) }, label: { content(element) }))
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                             Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// The tree under `root`, each element identified by its `id`.
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: [root], id: \.id, children: children, content: content)
    }

    /// The trees under each of `data`'s elements, each identified by its `id`.
    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement == Data.Element {
        self.init(elements: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The tree under `root`, each element identified by the value at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(elements: [root], id: id, children: children, content: content)
    }

    /// The trees under each of `data`'s elements, each identified by the value at `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(elements: Array(data), id: id, children: children, content: content)
    }
}

/// An outline group's nested rows, 16 pt further in than their parent's.
public struct OutlineSubgroupChildren: View {
    let content: any View

    public var body: some View {
        AnyView(content).padding(.leading, 16)
    }
}
