/// The models a container holds, in the order they were inserted. It is observable, so a body
/// that fetched from it is evaluated again when a model is inserted or deleted.
@Observable
final class ModelStore {
    /// The models, in the order inserted.
    private(set) var models: [any PersistentModel] = []
    @ObservationIgnored private var indices: Set<ObjectIdentifier> = []
    @ObservationIgnored var mainContext: ModelContext?

    func contains(_ model: any PersistentModel) -> Bool { indices.contains(ObjectIdentifier(model)) }

    func insert(_ model: any PersistentModel) {
        guard indices.insert(ObjectIdentifier(model)).inserted else { return }
        models.append(model)
    }

    func remove(_ model: any PersistentModel) {
        guard indices.remove(ObjectIdentifier(model)) != nil else { return }
        models.removeAll { $0 === model }
    }

    /// Which context holds a model, and which models were deleted, by object.
    @MainActor private static var owners: [ObjectIdentifier: Ownership] = [:]

    private struct Ownership {
        weak var model: AnyObject?
        weak var context: ModelContext?
        var isDeleted: Bool
    }

    @MainActor static func record(_ model: any PersistentModel, context: ModelContext?, isDeleted: Bool) {
        owners[ObjectIdentifier(model)] = Ownership(model: model, context: context, isDeleted: isDeleted)
    }

    @MainActor static func owner(of model: any PersistentModel) -> ModelContext? {
        ownership(of: model)?.context
    }

    @MainActor static func isDeleted(_ model: any PersistentModel) -> Bool {
        ownership(of: model)?.isDeleted ?? false
    }

    @MainActor private static func ownership(of model: any PersistentModel) -> Ownership? {
        guard let found = owners[ObjectIdentifier(model)], found.model === model else { return nil }
        return found
    }
}
