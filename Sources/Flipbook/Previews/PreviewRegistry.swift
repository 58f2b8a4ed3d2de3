/// A type that makes one `#Preview`; `#Preview` expands to a uniquely named conformance.
///
/// Flipbook finds conformances at run time in the Swift runtime's conformance records of
/// every loaded image, so previews need no list written by hand. The attribute keeps the
/// records of conformances that nothing else references, in optimised builds too.
@_alwaysEmitConformanceMetadata
@MainActor @preconcurrency
public protocol PreviewRegistry {
    /// The file that declares the preview, as `#fileID` gives it (`MyViews/LikeButton.swift`).
    static var fileID: String { get }
    /// The line of the `#Preview`.
    static var line: Int { get }
    /// The column of the `#Preview`.
    static var column: Int { get }
    /// The preview.
    static func makePreview() -> Preview
}
