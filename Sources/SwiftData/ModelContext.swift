/// Inserts, deletes and fetches a container's models. Every context of a container works on its
/// one store in memory: an insert is seen by every fetch at once, saved or not.
@MainActor
public final class ModelContext {
    /// The container whose models this context works on.
    public let container: ModelContainer
    /// Whether the context saves by itself (kept: the store is always current).
    public var autosaveEnabled = true
    /// Whether models were inserted or deleted since the last save.
    public private(set) var hasChanges = false
    /// Set for the context a view reads when no `modelContainer` was given: a fetch says so.
    let isMissingContainer: Bool

    /// A context working on `container`'s models.
    public init(_ container: ModelContainer) {
        self.container = container
        self.isMissingContainer = false
    }

    nonisolated init(missingContainer: ()) {
        self.container = ModelContainer(schema: Schema([]), configurations: [])
        self.isMissingContainer = true
    }

    /// Inserts `model` and the models its properties hold, as SwiftData inserts a model's graph.
    public func insert<T: PersistentModel>(_ model: T) {
        insertGraph(model)
    }

    private func insertGraph(_ model: any PersistentModel) {
        guard !container.store.contains(model) else { return }
        container.store.insert(model)
        ModelStore.record(model, context: self, isDeleted: false)
        hasChanges = true
        for related in Self.relatedModels(of: model) { insertGraph(related) }
    }

    /// Deletes `model`, and the models its `.cascade` relationships hold.
    public func delete<T: PersistentModel>(_ model: T) {
        deleteGraph(model)
    }

    private func deleteGraph(_ model: any PersistentModel) {
        guard container.store.contains(model) else { return }
        container.store.remove(model)
        ModelStore.record(model, context: self, isDeleted: true)
        hasChanges = true
        for path in type(of: model).cascadingRelationships {
            for related in Self.models(in: model[keyPath: path] as Any) { deleteGraph(related) }
        }
    }

    /// Deletes every model of type `model` that `predicate` accepts (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate)) { delete(found) }
    }

    /// The models of `T` the descriptor selects, filtered, sorted, then cut by its offset and limit.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        if isMissingContainer { ModelWarnings.report(missingContainerFor: T.self) }
        var found = container.store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        let start = min(max(descriptor.fetchOffset ?? 0, 0), found.count)
        let end = descriptor.fetchLimit.map { min(start + max($0, 0), found.count) } ?? found.count
        return Array(found[start..<end])
    }

    /// How many models of `T` the descriptor selects.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// Saves the changes (the store is in memory: this marks them saved).
    public func save() throws { hasChanges = false }

    /// The models a property's value holds: a model, or a collection or optional of them.
    private static func models(in value: Any) -> [any PersistentModel] {
        if let model = value as? any PersistentModel { return [model] }
        if let models = value as? [any PersistentModel] { return models }
        return []
    }

    /// The models `model`'s stored properties hold.
    private static func relatedModels(of model: any PersistentModel) -> [any PersistentModel] {
        Mirror(reflecting: model).children.flatMap { models(in: $0.value) }
    }
}
