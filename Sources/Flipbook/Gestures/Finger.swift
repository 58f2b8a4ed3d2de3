import Foundation

/// A script's finger on the screen for one touch sequence: sends each touch to the recognizers of
/// the gestures it went down on, and settles which of them wins.
///
/// Arbitration: gestures attached with `gesture(_:)` and `highPriorityGesture(_:)` compete; all
/// of them see the touches until one is recognized (a drag past its minimum distance, a long
/// press held long enough, a tap lifting), and that one wins: the others are cancelled (their
/// `GestureState`s reset). Touches reach them in priority order — high-priority gestures from the
/// outermost view in, then the others from the innermost view out — so on a tie the first in that
/// order wins: a child's gesture beats its parent's. `simultaneousGesture(_:)` ones see every
/// touch whoever wins. A finger going down on scroll content that moves (a glide) stops it, as a
/// touch stops a decelerating `UIScrollView`, and no gesture there sees the touch. A finger that pans (a `Drag`) on a scroll view's content also drives a
/// `ScrollPan`, which comes last in that order: once the finger has moved past its slop with no
/// competing gesture recognized, the scroll view takes the touch (the competing gestures are
/// cancelled, a tap among them) and its content follows the finger; a drag gesture inside that is
/// recognized first keeps the touch and the content stays put.
///
/// The gesture values attached when the finger goes down serve the whole sequence: callbacks
/// read `@State` as it is now, but a body update during the sequence does not swap them for the
/// new body's, as SwiftUI would.
@MainActor
final class Finger {
    @MainActor private final class Participant {
        let target: GestureTarget
        let elementID: ViewID
        let recognizer: GestureRecognizer
        var isDone = false
        init(_ hit: GestureHit) {
            target = hit.target
            elementID = hit.elementID
            recognizer = makeRecognizer(for: hit.target.gesture)
        }
        var competes: Bool { target.priority != .simultaneous }
    }

    private let graph: ViewGraph
    private let participants: [Participant]
    private var location: CGPoint
    /// Every finger down, in scene points: one, or two for a pinch (`location` is their centre).
    private var fingers: [CGPoint]
    private var winner: Participant?
    private var wakeTimes: Set<Double> = []
    /// The scroll views under a panning finger, which take the touch once it moves far enough.
    private var pan: ScrollPan?

    /// A finger about to go down at `point`; with `pans`, the scroll views under it follow it
    /// once no gesture has taken it. Throws when nothing there takes a touch.
    init(at point: CGPoint, on graph: ViewGraph, event: String, pans: Bool = false) throws {
        let hits = graph.gestures(at: point)
        pan = pans ? ScrollPan(at: point, in: graph, time: graph.time) : nil
        guard !hits.isEmpty || pan != nil else { throw RenderError.nothingToTouchAt(point, event: event) }
        let high = hits.filter { $0.target.priority == .high }
        let normal = hits.filter { $0.target.priority == .normal }.reversed()
        let simultaneous = hits.filter { $0.target.priority == .simultaneous }.reversed()
        participants = (high + normal + simultaneous).map(Participant.init)
        self.graph = graph
        location = point
        fingers = [point]
    }

    /// Touches down (run inside the graph's `perform(at:)`, as every touch is). On scroll content
    /// that moves, the touch stops it and goes to no gesture: a pan may still follow it.
    func down(at time: Double) {
        if ScrollPan.halt(at: location, in: graph, time: time) { cancelRemaining() }
        deliver(.down, at: time)
    }

    /// Moves to `point`.
    func move(to point: CGPoint, at time: Double) {
        location = point
        fingers = [point]
        deliver(.move, at: time)
    }

    /// Puts two fingers at `points` (their centre is where the finger is) — at touch-down, and for each move of a pinch.
    func place(_ points: [CGPoint]) {
        fingers = points
        location = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// Moves two fingers to `points`.
    func move(fingersTo points: [CGPoint], at time: Double) {
        place(points)
        deliver(.move, at: time)
    }

    /// Lifts: every gesture still running ends or fails.
    func lift(at time: Double) {
        deliver(.up, at: time)
        cancelRemaining()
    }

    /// Cancels every gesture still running.
    private func cancelRemaining() {
        for participant in participants where !participant.isDone {
            participant.recognizer.cancel()
            participant.isDone = true
        }
    }

    private func deliver(_ phase: TouchEvent.Phase, at time: Double) {
        for participant in participants where !participant.isDone {
            let target = participant.target
            let event = TouchEvent(phase: phase, time: time, date: target.startDate.addingTimeInterval(time), scenePoint: location,
                                   localPoint: graph.localPoint(location, ofGestureAt: participant.elementID) ?? location,
                                   namedSpaces: target.namedSpaces?.frames ?? [:], fingers: fingers)
            if participant.recognizer.handle(event).isFinal { participant.isDone = true }
            if participant.competes, winner == nil, participant.recognizer.isRecognized { win(participant) }
        }
        if let pan {
            switch phase {
            case .move: if pan.move(to: location, at: time, graph: graph) { cancelCompetitors(except: nil) }
            case .up: pan.lift(at: time, graph: graph)
            case .down, .wait: break
            }
        }
        scheduleWake(after: time)
    }

    /// `participant` is recognized first: the other competing gestures are cancelled.
    private func win(_ participant: Participant) {
        winner = participant
        pan = nil
        cancelCompetitors(except: participant)
    }

    /// Cancels the competing gestures other than `kept`: another gesture, or the scroll view's pan, took the touch.
    private func cancelCompetitors(except kept: Participant?) {
        for other in participants where other !== kept && other.competes && !other.isDone {
            other.recognizer.cancel()
            other.isDone = true
        }
    }

    /// Asks the graph to wake the finger when a recognizer's deadline comes (a long press's duration).
    private func scheduleWake(after time: Double) {
        let deadlines = participants.filter { !$0.isDone }.compactMap(\.recognizer.deadline)
        guard let next = deadlines.min(), next > time, !wakeTimes.contains(next) else { return }
        wakeTimes.insert(next)
        graph.actions.schedule(at: next) { [self] in
            if participants.contains(where: { !$0.isDone }) { deliver(.wait, at: next) }
        }
    }
}
