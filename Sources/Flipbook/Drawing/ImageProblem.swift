import FlipbookImage

/// Why an image cannot draw: a named image that is missing or that Flipbook cannot use (which
/// draws nothing, with a warning, as iOS draws a missing asset), or a file that cannot be decoded.
enum ImageProblem: Error, Equatable, Sendable {
    case asset(AssetProblem)
    case unreadable(ImageError)

    /// One line naming the image's file and the fix.
    var message: String {
        switch self {
        case .asset(let problem): problem.message
        case .unreadable(let error): error.description
        }
    }
}
