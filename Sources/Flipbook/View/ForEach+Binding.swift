/// `ForEach($items) { $item in … }`: one view per element of a bound collection, each given a
/// binding to its element (`$item.title` binds a property of it), identified by the element's id.
extension ForEach {
    /// A view per `Identifiable` element of the collection `data` binds, each given a binding to
    /// its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// A view per element of the collection `data` binds, identified by the key path `id`, each
    /// given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.content = { element in content(ElementBinding.binding(to: element.0, of: data, reading: collection[element.0])) }
        identify = { $0.1 }
    }
}

/// A binding to one element of a bound collection, by index.
enum ElementBinding {
    /// Reads `fallback` once the index is no longer in the collection (a row still playing its
    /// removal after its element was deleted); writes to a missing index are dropped.
    @MainActor
    static func binding<C: MutableCollection>(to index: C.Index, of data: Binding<C>, reading fallback: C.Element) -> Binding<C.Element> {
        Binding(get: {
            let collection = data.wrappedValue
            return collection.indices.contains(index) ? collection[index] : fallback
        }, set: { newValue in
            guard data.wrappedValue.indices.contains(index) else { return }
            data.wrappedValue[index] = newValue
        })
    }
}
