import CSwiftMetadata

/// Finds the previews compiled into the process: the types `#Preview` generates
/// (`PreviewRegistry`) and `PreviewProvider`s, from the Swift runtime's conformance records of
/// every loaded image. No list is written by hand and nothing runs at load time.
///
/// Limits: generic types are skipped (a preview is never generic); a module whose code is not
/// linked into the process is not seen; on platforms other than Linux (ELF) and Apple's
/// (Mach-O) nothing is found.
@MainActor
enum PreviewDiscovery {
    /// The `#Preview` registries, in the order of their files and lines.
    static func registries() -> [any PreviewRegistry.Type] {
        conformingTypes(to: "PreviewRegistry").compactMap { $0 as? any PreviewRegistry.Type }
            .sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }

    /// The `PreviewProvider`s, in the order of their type names.
    static func providers() -> [any PreviewProvider.Type] {
        conformingTypes(to: "PreviewProvider").compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
    }

    /// Types conforming to Flipbook's protocol `name`, once each.
    private static func conformingTypes(to name: String) -> [Any.Type] {
        final class Found { var types: [Any.Type] = [] }
        let found = Found()
        _ = csm_enumerate_conforming_types("Flipbook", name, { metadata, context in
            guard let metadata, let context else { return }
            Unmanaged<Found>.fromOpaque(context).takeUnretainedValue().types
                .append(unsafeBitCast(metadata, to: Any.Type.self))
        }, Unmanaged.passUnretained(found).toOpaque())
        var seen: Set<ObjectIdentifier> = []
        return found.types.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
