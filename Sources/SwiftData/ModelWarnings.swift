import Flipbook

/// The render summary's lines for a query with no container above it (on an iPhone the app
/// stops: "failed to find a currently active container") and for a fetch that failed.
enum ModelWarnings {
    static func report(missingContainerFor type: Any.Type) {
        AssetWarnings.report("@Query of \(type) found no model container: add .modelContainer(for: \(type).self, inMemory: true) to the preview")
    }

    static func report(failedFetchOf type: Any.Type, error: any Error) {
        AssetWarnings.report("@Query of \(type) failed: \(error); the query shows no models")
    }
}
