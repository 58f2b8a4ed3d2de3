import Flipbook

/// The models a fetch from the view's `modelContext` returns, fetched again whenever a model is
/// inserted or deleted or a property the filter or sort reads changes (the store and the models
/// are observed while the body reads them).
/// Partial: one generic parameter (SwiftData's `Query<Element, Result>` has two, which `@Query var items: [Item]` cannot infer on this compiler); `animation` and `transaction` are not applied, so a change animates when it is made inside `withAnimation`.
@MainActor @propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>

    /// The fetched models.
    public var wrappedValue: [Element] {
        do {
            return try context.fetch(descriptor)
        } catch {
            ModelWarnings.report(failedFetchOf: Element.self, error: error)
            return []
        }
    }

    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? {
        do { _ = try context.fetch(descriptor); return nil } catch { return error }
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    private init(fetching descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(fetching: descriptor)
    }

    /// The models `descriptor` selects.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(fetching: descriptor)
    }

    /// The models `filter` accepts, in `sort` order.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(fetching: FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// The models `filter` accepts, in `sort` order.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(fetching: FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// The models `filter` accepts, sorted by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
                                   animation: Animation) {
        self.init(fetching: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, sorted by the value at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
                                   transaction: Transaction? = nil) {
        self.init(fetching: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, sorted by the optional value at `keyPath` (nil first, going forward).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
                                   animation: Animation) {
        self.init(fetching: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models `filter` accepts, sorted by the optional value at `keyPath` (nil first, going forward).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
                                   transaction: Transaction? = nil) {
        self.init(fetching: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
