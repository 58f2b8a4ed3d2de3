/// Where an `AsyncImage`'s loading stands: not loaded, loaded, or failed.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded (Flipbook's phase for every URL but a `file://` one: it never uses the network).
    case empty
    /// The image, loaded.
    case success(Image)
    /// The file could not be read as a PNG.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The loading error, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
