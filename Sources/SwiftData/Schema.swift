/// The model types a container stores, and the option types of `@Attribute` and `@Relationship`.
public final class Schema: @unchecked Sendable {
    /// The model types, in the order given.
    public let entities: [any PersistentModel.Type]
    /// The version the app gave the schema.
    public let version: Schema.Version

    /// A schema of `types`.
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Version(1, 0, 0)) {
        self.entities = types
        self.version = version
    }

    /// A schema of `types`.
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// A schema's version number.
    public struct Version: Hashable, Sendable {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            (self.major, self.minor, self.patch) = (major, minor, patch)
        }
    }

    /// Names for what `@Attribute` says of a property.
    public enum Attribute {
        /// An option of `@Attribute`: kept as written (the store is in memory).
        public struct Option: Hashable, Sendable {
            let name: String
            /// Values of the property are unique among the models of its type.
            public static let unique = Option(name: "unique")
            /// The value is stored outside the model's record.
            public static let externalStorage = Option(name: "externalStorage")
            /// The value is indexed for Spotlight.
            public static let spotlight = Option(name: "spotlight")
            /// The value is encrypted in the store.
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            /// Changes to the value are tracked but not stored.
            public static let ephemeral = Option(name: "ephemeral")
            /// The value is kept in the store's history after the model is deleted.
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
        }
    }

    /// Names for what `@Relationship` says of a property.
    public enum Relationship {
        /// An option of `@Relationship`.
        public struct Option: Hashable, Sendable {
            let name: String
            /// The related models are unique.
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models this relationship holds.
        public enum DeleteRule: Hashable, Sendable {
            /// They are deleted too.
            case cascade
            /// The delete is refused while any is held (kept as written: Flipbook deletes).
            case deny
            /// Nothing.
            case noAction
            /// Their references back are cleared (kept as written).
            case nullify
        }
    }
}
