/// Flipbook's release, recorded in golden-frame manifests.
public enum FlipbookVersion {
    /// The version string, e.g. `0.1.0`.
    public static let current = "0.1.0"
}
