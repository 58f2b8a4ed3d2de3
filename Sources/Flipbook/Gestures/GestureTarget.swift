import Foundation

/// A gesture attached to a view, as a trait of the view's element: what a script's finger
/// (`Drag`, `LongPress`) finds under it, and how it ranks among the gestures around it.
@MainActor
final class GestureTarget {
    /// How the gesture competes with the gestures of the views inside and around it.
    enum Priority {
        /// `gesture(_:)`: after those of the views inside it.
        case normal
        /// `highPriorityGesture(_:)`: before those of the views inside it.
        case high
        /// `simultaneousGesture(_:)`: alongside whichever wins.
        case simultaneous
    }

    let gesture: any Gesture
    let priority: Priority
    let mask: GestureMask
    /// False inside `disabled(true)`: the gesture does not recognize.
    let isEnabled: Bool
    /// The scene's clock at time 0, for the values' `time`.
    let startDate: Date
    /// The named coordinate spaces around the view (their frames are set by layout).
    let namedSpaces: NamedCoordinateSpaces?
    /// Its `accessibilityIdentifier`, else its view's texts, and the other names a script finds it by.
    let name: ScriptName

    init(gesture: any Gesture, priority: Priority, mask: GestureMask, isEnabled: Bool, startDate: Date,
         namedSpaces: NamedCoordinateSpaces?, name: ScriptName) {
        self.gesture = gesture
        self.priority = priority
        self.mask = mask
        self.isEnabled = isEnabled
        self.startDate = startDate
        self.namedSpaces = namedSpaces
        self.name = name
    }
}

private enum GestureTargetTrait: ElementTraitKey { static var defaultValue: GestureTarget? { nil } }

extension ElementTraits {
    /// The gesture attached to this view, if any.
    var gestureTarget: GestureTarget? {
        get { self[GestureTargetTrait.self] }
        set { self[GestureTargetTrait.self] = newValue }
    }
}
