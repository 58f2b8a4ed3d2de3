/// The store of an app's models and its main context. Flipbook's stores live in memory: a
/// container starts empty on every run, as a preview's `inMemory: true` container does.
public final class ModelContainer: @unchecked Sendable {
    /// The model types the container stores.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: [ModelConfiguration]
    let store: ModelStore

    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: schema, configurations: configurations)
    }

    init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        self.store = ModelStore()
    }

    /// A container for `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// A container for the model types `forTypes` (and the models they relate to).
    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context of the main actor, which views' `modelContext` is.
    @MainActor public var mainContext: ModelContext {
        if let context = store.mainContext { return context }
        let context = ModelContext(self)
        store.mainContext = context
        return context
    }
}
