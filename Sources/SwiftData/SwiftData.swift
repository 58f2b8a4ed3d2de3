/// `import SwiftData` for code ported from Apple platforms: Linux has no SwiftData, so a model
/// file keeps its import and finds here `@Model`, `ModelContainer`, `ModelContext`,
/// `FetchDescriptor` and `@Query`, backed by a store in memory: what a preview with
/// `.modelContainer(for:inMemory: true)` shows. Foundation (for `#Predicate`, `SortDescriptor`,
/// `Date`) and Observation come with it, as they do with SwiftData.
@_exported import Foundation
@_exported import Observation
