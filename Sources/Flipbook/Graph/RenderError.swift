/// A problem with a scene found while running it, worded as one line that names
/// the thing and the fix.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case unknownTapLabel(String, known: [String])
    case ambiguousTapLabel(String, count: Int)
    case invalidAnimation(String)
    case invalidSize(view: String, detail: String)
    /// Something a drawing asked for that cannot be drawn, described in full.
    case invalidDrawing(String)
    /// Views whose state changed again in every round of an update (or of the actions it queued).
    case endlessUpdate(views: [String])
    /// A use of time the scene's clock cannot run (it names the call and what to use instead).
    case unsupportedTime(String)

    public var description: String {
        switch self {
        case let .unknownTapLabel(label, known):
            let list = known.isEmpty ? "there is nothing to tap on screen"
                : "tap targets on screen: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no button or tap gesture labelled \"\(label)\" to tap (\(list))"
        case let .ambiguousTapLabel(label, count):
            return "\(count) tap targets are labelled \"\(label)\": give them distinct labels or accessibilityIdentifiers to tap one"
        case let .invalidAnimation(message):
            return message
        case let .invalidSize(view, detail):
            return "\(view): \(detail)"
        case let .invalidDrawing(message):
            return message
        case let .unsupportedTime(message):
            return message
        case let .endlessUpdate(views):
            let names = views.isEmpty ? "the scene's views" : views.joined(separator: ", ")
            return "\(names) changed state again in each of \(ViewGraph.roundLimit) updates in a row: "
                + "set state in a body, onAppear or onChange only when it differs from what it was"
        }
    }
}
