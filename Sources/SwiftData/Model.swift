/// Makes a class a persistent model: its stored properties are observed as an `@Observable`
/// class's are, and it conforms to ``PersistentModel``, so a ``ModelContext`` keeps it and
/// ``Query`` fetches it.
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation),
          named(shouldNotifyObservers), named(cascadingRelationships))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "FlipbookMacros", type: "ModelMacro")

/// Options for a model's stored property (`@Attribute(.unique)`); kept as written.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "FlipbookMacros", type: "SchemaMarkMacro")

/// A relationship to other models. `deleteRule: .cascade` deletes the related models with this
/// one; the other rules, the inverse and the counts are kept as written.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "FlipbookMacros", type: "SchemaMarkMacro")

/// A stored property that is neither persisted nor observed.
@attached(peer)
public macro Transient() = #externalMacro(module: "FlipbookMacros", type: "SchemaMarkMacro")
