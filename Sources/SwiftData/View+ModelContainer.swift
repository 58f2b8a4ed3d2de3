import Flipbook

extension EnvironmentValues {
    /// The context of the container a `modelContainer` modifier above set; without one, a context
    /// holding nothing, whose fetches are named in the render summary.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext(missingContainer: ()) }
        set { self[ModelContextKey.self] = newValue }
    }
}

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension View {
    /// Gives the view and its descendants `container`'s main context.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the view and its descendants `context`.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }

    /// Gives the view and its descendants the main context of a container for `modelType`, made
    /// once for the view and kept while it lasts (in memory, whatever `inMemory` says).
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    /// Gives the view and its descendants the main context of a container for `modelTypes`.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modifier(OwnedModelContainer(types: modelTypes, onSetup: onSetup))
    }
}

/// A container made by the modifier the first time it is evaluated, kept in its state.
private struct OwnedModelContainer: ViewModifier {
    let types: [any PersistentModel.Type]
    let onSetup: (Swift.Result<ModelContainer, any Error>) -> Void
    @State private var owned = OwnedContainer()

    func body(content: Content) -> some View {
        content.environment(\.modelContext, owned.container(for: types, onSetup: onSetup).mainContext)
    }
}

/// Holds the container once made.
@MainActor
private final class OwnedContainer {
    private var made: ModelContainer?

    func container(for types: [any PersistentModel.Type], onSetup: (Swift.Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
        if let made { return made }
        let container = ModelContainer(schema: Schema(types), configurations: [])
        made = container
        onSetup(.success(container))
        return container
    }
}
