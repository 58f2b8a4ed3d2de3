/// Where an `AsyncImage`'s loading stands: not loaded, loaded, or failed.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded (Flipbook's phase for a nil URL).
    case empty
    /// The image, loaded.
    case success(Image)
    /// The image could not be loaded: a file that is not a PNG, or a URL answered by no file
    /// (`URLError(.notConnectedToInternet)`: Flipbook never uses the network).
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
