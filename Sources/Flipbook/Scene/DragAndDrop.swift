import FlipbookDisplayList

/// Drags the payload of a `draggable` view onto a `dropDestination` at `time`, as a finger does
/// (a touch and hold lifts it, then the finger moves): the payload is made when the view lifts, at
/// `time`; the finger goes in a straight line from the view's centre to the destination's centre
/// over `duration` seconds, and the destination's `isTargeted` is told true when the finger comes
/// over its frame; when the finger lifts, the destination's action gets the payload and the drop
/// location (its centre, in its own coordinates), then `isTargeted` is told false. While the
/// finger moves, the view's lifted preview follows it (see `DraggableModifier`), from the view's
/// centre at `time` to the destination's at the lift, when it goes.
///
///     DragAndDrop("Sticker", to: "Trash", at: 1.0)
///
/// Both views are named as a button is (``ScriptName``: an `accessibilityIdentifier` or
/// `accessibilityLabel` outside the modifier, else the texts and symbols inside), among the
/// draggable views and among the drop destinations on screen. A missing or ambiguous view, or a
/// destination that takes another type of payload, is an error naming what there is. The hold
/// before the lift is not timed: the view lifts at `time` (iOS lifts after about half a second of
/// holding); isTargeted turning false after the action has run is an estimate of iOS's order.
public struct DragAndDrop: ScriptEvent {
    public let source: String
    public let destination: String
    public let duration: Double
    public let time: Double

    public init(_ source: String, to destination: String, duration: Double = 1, at time: Double) {
        self.source = source
        self.destination = destination
        self.duration = duration
        self.time = time
    }

    public var summary: String { "DragAndDrop(\"\(source)\", to: \"\(destination)\", duration: \(duration), at: \(time))" }

    public func perform(on graph: ViewGraph) throws {
        guard duration.isFinite, duration > 0 else {
            throw RenderError.invalidControlValue("DragAndDrop: duration must be a positive number of seconds, not \(duration)")
        }
        let lifted = try Self.named(source, kind: "draggable view", in: graph.dragAndDropEnds { $0.traits.dragSource })
        let target = try Self.named(destination, kind: "drop destination", in: graph.dragAndDropEnds { $0.traits.dropDestination })
        let drop = target.end.value
        let payload = lifted.end.value.payload()
        guard drop.accepts(payload) else {
            let type = lifted.end.value.payloadType
            throw RenderError.invalidControlValue("DragAndDrop: \"\(destination)\" takes \(drop.payloadType) payloads, not the \(type) \"\(source)\" drags; drop it on a destination for \(type)")
        }
        let start = CGPoint(x: lifted.frame.midX, y: lifted.frame.midY)
        let end = CGPoint(x: target.frame.midX, y: target.frame.midY)
        let entry = Self.entryFraction(from: start, into: target.frame)
        let location = CGPoint(x: target.frame.width / 2, y: target.frame.height / 2)
        // The preview is drawn on the top layer, where the view is laid out (outside the effects
        // around it): its offsets are from there to the finger.
        let laidOut = lifted.laidOut
        func offset(to point: CGPoint) -> CGSize { CGSize(width: point.x - laidOut.midX, height: point.y - laidOut.midY) }
        let source = lifted.end.value
        graph.perform(at: time) { source.movePreview(offset(to: start)) }
        graph.perform(at: time) { withAnimation(.linear(duration: duration)) { source.movePreview(offset(to: end)) } }
        graph.actions.schedule(at: time + entry * duration) { drop.isTargeted(true) }
        graph.actions.schedule(at: time + duration) {
            source.movePreview(nil)
            drop.drop(payload, location)
            drop.isTargeted(false)
        }
    }

    /// The one end named `label` among `ends`.
    @MainActor
    private static func named<Value>(_ label: String, kind: String, in ends: [DragAndDropEndFrame<Value>]) throws
        -> DragAndDropEndFrame<Value> {
        let matches = ScriptName.named(label, in: ends, by: \.end.name)
        guard let match = matches.first else {
            throw RenderError.unknownControl(kind: kind, label: label, known: ends.flatMap { [$0.end.name.title] + $0.end.name.aliases }.filter { !$0.isEmpty })
        }
        guard matches.count == 1 else { throw RenderError.ambiguousControl(kind: kind, label: label, matches: matches.map(\.end.name.shown)) }
        return match
    }

    /// How far along the straight line from `start` to the centre of `frame` the line comes into
    /// `frame` (0 when `start` is in it already).
    static func entryFraction(from start: CGPoint, into frame: CGRect) -> Double {
        func along(_ start: CGFloat, _ low: CGFloat, _ high: CGFloat) -> Double {
            let centre = (low + high) / 2
            if start < low { return Double((low - start) / (centre - start)) }
            if start > high { return Double((start - high) / (start - centre)) }
            return 0
        }
        return max(along(start.x, frame.minX, frame.maxX), along(start.y, frame.minY, frame.maxY))
    }
}

/// A drag source or drop destination a finger reaches, with its frame as drawn in scene points
/// (the bounds of its transformed frame) and as laid out.
typealias DragAndDropEndFrame<Value> = (end: DragAndDropEnd<Value>, frame: CGRect, laidOut: CGRect)

extension ViewGraph {
    /// The drag sources or drop destinations a finger reaches (`read` gives them).
    func dragAndDropEnds<Value>(_ read: (Element) -> DragAndDropEnd<Value>?) -> [DragAndDropEndFrame<Value>] {
        var found: [DragAndDropEndFrame<Value>] = []
        walkReachableElements(from: ()) { element, transform, _ in
            guard let end = read(element), element.children.first.flatMap(read) !== end else { return }
            found.append((end, transform.boundingBox(of: element.frame), element.frame))
        }
        return found
    }
}
