/// A problem with a scene found while running it, worded as one line that names
/// the thing and the fix.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case unknownTapLabel(String, known: [String])
    /// Several tap targets have this label; their titles.
    case ambiguousTapLabel(String, matches: [String])
    /// No control of the kind a script event operates (toggle, slider…) has this label.
    case unknownControl(kind: String, label: String, known: [String])
    /// Several controls of the kind a script event operates have this label.
    case ambiguousControl(kind: String, label: String, matches: [String])
    /// A value a script gives a control that the control cannot take (out of range, no such choice).
    case invalidControlValue(String)
    /// A script event (`Tap`, `Flip`, `Slide`, `Step`, `Pick`, `TypeText`) on a control inside
    /// `disabled(true)`: the event's name, the control as messages name it, and the time.
    case disabledControl(event: String, control: String, time: Double)
    /// A script's `Tap(at:)` at a point with nothing tappable under it.
    case nothingToTapAt(CGPoint)
    /// A script's finger (`Drag`, `LongPress`) going down where no gesture is; names the event.
    case nothingToTouchAt(CGPoint, event: String)
    /// No gesture on screen has this label; names the event and the labels there are.
    case unknownGestureLabel(String, event: String, known: [String])
    /// Several gestures on screen have this label; their titles.
    case ambiguousGestureLabel(String, event: String, matches: [String])
    /// No gesture has this label and several texts or symbols on screen do; how many.
    case ambiguousDrawnLabel(String, event: String, count: Int)
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
    /// A use of time the scene's clock cannot run (it names the call and what to use instead).
    case unsupportedTime(String)

    public var description: String {
        switch self {
        case let .unknownTapLabel(label, known):
            let close = CloseMatches.of(label, in: known)
            let list = known.isEmpty ? "there is nothing to tap on screen"
                : !close.isEmpty ? "did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
                : "tap targets on screen: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no button or tap gesture labelled \"\(label)\" to tap (\(list))"
        case let .ambiguousTapLabel(label, matches):
            return "\(matches.count) tap targets are labelled \"\(label)\" (\(Self.quoted(matches))): "
                + "give them distinct labels or accessibilityIdentifiers to tap one"
        case let .unknownControl(kind, label, known):
            let list = known.isEmpty ? "there is no \(kind) on screen"
                : "\(kind)s on screen: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(kind) labelled \"\(label)\" (\(list)); label it, or give it an accessibilityIdentifier"
        case let .ambiguousControl(kind, label, matches):
            return "\(matches.count) \(kind)s are labelled \"\(label)\" (\(Self.quoted(matches))): "
                + "give them distinct labels or accessibilityIdentifiers"
        case let .invalidControlValue(message):
            return message
        case let .disabledControl(event, control, time):
            return "\(event): \(control) is disabled at \(time) s; \(event.lowercased()) it once its disabled(_:) condition is false"
        case let .nothingToTapAt(point):
            func number(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }
            return "nothing tappable at (\(number(point.x)), \(number(point.y))): tap a point inside a button, control or tap gesture"
        case let .nothingToTouchAt(point, event):
            func number(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }
            return "\(event): no gesture at (\(number(point.x)), \(number(point.y))): start on a view with .gesture(…) attached"
        case let .unknownGestureLabel(label, event, known):
            let close = CloseMatches.of(label, in: known)
            let list = known.isEmpty ? "there is no view with a gesture on screen"
                : !close.isEmpty ? "did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
                : "views with gestures on screen: " + known.map { "\"\($0)\"" }.joined(separator: ", ")
            return "\(event): no view with a gesture labelled \"\(label)\" (\(list)); label it with accessibilityLabel or accessibilityIdentifier"
        case let .ambiguousGestureLabel(label, event, matches):
            return "\(event): \(matches.count) views with gestures are labelled \"\(label)\" (\(Self.quoted(matches))): "
                + "give them distinct accessibilityIdentifiers"
        case let .ambiguousDrawnLabel(label, event, count):
            return "\(event): no view with a gesture is labelled \"\(label)\" and \(count) texts on screen read it: "
                + "start from a point instead (\(event)(from: CGPoint(…), …))"
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
        case let .invalidScroll(message), let .unsupportedTime(message):
            return message
        case let .endlessUpdate(views):
            let names = views.isEmpty ? "the scene's views" : views.joined(separator: ", ")
            return "\(names) changed state again in each of \(ViewGraph.roundLimit) updates in a row: "
                + "set state in a body, onAppear or onChange only when it differs from what it was"
        }
    }

    /// `names` quoted and separated by commas.
    private static func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
}
