extension ForEach {
    /// A view for each subview of `view` (resolved in the environment where this `ForEach` is),
    /// identified by the subview:
    ///
    ///     ForEach(subviews: content) { subview in subview.padding().background(.tint) }
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        data = ForEachSubviewCollection(base: view)
        self.content = content
        identify = { $0.id }
    }
}

/// The data of `ForEach(subviews:content:)`: the subviews of its base view, known once the
/// `ForEach` is resolved (empty before).
public struct ForEachSubviewCollection<Content: View>: @MainActor RandomAccessCollection {
    let base: any View
    var subviews: [Subview] = []

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
}

/// Data a `ForEach` finds when it is resolved.
@MainActor
protocol ResolvedData {
    /// The data, its elements found in `context`.
    func resolved(in context: ResolveContext) -> Self
}

extension ForEachSubviewCollection: ResolvedData {
    func resolved(in context: ResolveContext) -> ForEachSubviewCollection {
        var collection = self
        collection.subviews = context.subviews(of: base)
        return collection
    }
}
