/// A problem with a scene found while running it, worded as one line that names
/// the thing and the fix.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case unknownTapLabel(String, known: [String])
    case ambiguousTapLabel(String, count: Int)
    case invalidAnimation(String)
    case invalidSize(view: String, detail: String)
    /// Something a drawing asked for that cannot be drawn, described in full.
    case invalidDrawing(String)
    /// A scroll to a view id that no scroll view there holds, with the ids it could scroll to.
    case unknownScrollTarget(id: String, known: [String])
    /// A `Scroll` event with no scroll view to move, described in full.
    case invalidScroll(String)
    /// Views whose state changed again in every round of an update (or of the actions it queued).
    case endlessUpdate(views: [String])

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
        case let .unknownScrollTarget(id, known):
            let list = known.isEmpty ? "no view in the scroll views there has an id"
                : "ids there: " + known.prefix(8).joined(separator: ", ") + (known.count > 8 ? ", …" : "")
            return "scrollTo(\(id)): no view with id \(id) in a scroll view (\(list)); give the view .id(\(id))"
        case let .invalidScroll(message):
            return message
        case let .endlessUpdate(views):
            let names = views.isEmpty ? "the scene's views" : views.joined(separator: ", ")
            return "\(names) changed state again in each of \(ViewGraph.roundLimit) updates in a row: "
                + "set state in a body, onAppear or onChange only when it differs from what it was"
        }
    }
}
