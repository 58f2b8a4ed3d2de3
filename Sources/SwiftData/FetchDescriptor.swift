/// Which models of a type a fetch returns, and in what order.
public struct FetchDescriptor<T: PersistentModel> {
    /// The condition a model meets to be fetched (nil: every model).
    public var predicate: Predicate<T>?
    /// The order of the models, first descriptor first (none: the order they were inserted).
    public var sortBy: [SortDescriptor<T>]
    /// At most this many models (nil: all).
    public var fetchLimit: Int?
    /// How many models to skip first.
    public var fetchOffset: Int?
    /// Whether models inserted and not saved are fetched (always, in memory).
    public var includePendingChanges = true

    /// A descriptor fetching the models `predicate` accepts, in `sortBy` order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
