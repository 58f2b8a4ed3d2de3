/// Why a render did not happen: bad usage (exit code 2) or a failure while rendering (exit code 1).
public enum PlayerError: Error, CustomStringConvertible, Equatable {
    case usage(String)
    case failure(String)

    public var description: String {
        switch self {
        case .usage(let message), .failure(let message): message
        }
    }
}
